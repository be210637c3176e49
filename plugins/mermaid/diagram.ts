import { createHash } from 'node:crypto';
import path from 'node:path';
import { jobWorker } from '../shared/jobWorker';

/** The kinds of Mermaid diagram drawn at build time. */
export const DRAWN_KINDS = ['graph', 'flowchart', 'sequenceDiagram', 'stateDiagram', 'stateDiagram-v2', 'classDiagram', 'erDiagram', 'xychart-beta'];

/** What a diagram says about itself for readers who cannot see it (Mermaid's accTitle and accDescr). */
export interface DiagramText {
  /** The diagram without its accessibility lines, which the renderer would draw as nodes. */
  source: string;
  kind: string;
  title?: string;
  description?: string;
}

/** Splits a fence's source into the diagram and its `accTitle:` / `accDescr:` (or `accDescr { … }`) lines. */
export function readDiagram(fence: string): DiagramText {
  let title: string | undefined;
  let description: string | undefined;
  const kept: string[] = [];
  const lines = fence.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const titled = /^\s*accTitle\s*:\s*(.*)$/.exec(line);
    const described = /^\s*accDescr\s*:\s*(.*)$/.exec(line);
    if (titled) title = titled[1].trim();
    else if (described) description = described[1].trim();
    else if (/^\s*accDescr\s*\{/.test(line)) {
      const block: string[] = [line.replace(/^\s*accDescr\s*\{/, '')];
      while (!block[block.length - 1].includes('}') && index + 1 < lines.length) block.push(lines[++index]);
      description = block.join(' ').replace(/\}.*$/, '').replace(/\s+/g, ' ').trim();
    } else kept.push(line);
  }
  const source = kept.join('\n').trim();
  const kind = source.split(/\s/, 1)[0] ?? '';
  return { source, kind, title, description };
}

/** Colours of our theme (ink, muted text that meets AA on white, brand accent) and the site's font stack. */
const THEME = {
  bg: '#ffffff',
  fg: '#1f2937',
  line: '#6b7280',
  accent: '#1d64d8',
  muted: '#4b5563',
  surface: '#f8fafc',
  border: '#94a3b8',
  font: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  transparent: true,
};

/** Changes whenever the drawing would: the renderer's options are part of every diagram's identity. */
export const diagramKey = (source: string) => createHash('sha256').update(JSON.stringify(THEME)).update(source).digest('hex').slice(0, 16);

/** The renderer's SVG with no request leaving the file: its web-font import is dropped. */
const offline = (svg: string) => svg.replace(/@import url\([^)]*\);?/g, '');

/**
 * A diagram as SVG, drawn in this thread. The renderer is loaded on first use: imported with this file, it
 * added 0.19 s to every start of the dev server and build, whose diagrams are drawn in the worker.
 */
export async function drawDiagram(source: string): Promise<string> {
  const { renderMermaidSVG } = await import('beautiful-mermaid');
  return offline(renderMermaidSVG(source, THEME));
}

const draw = jobWorker<{ source: string; theme: typeof THEME }, string>(path.join(import.meta.dirname, 'draw.worker.mjs'));

/**
 * A diagram as SVG, drawn in a worker thread (one for the process, started on first use): laying out a
 * build's diagrams took 2 s of the main thread.
 */
export async function drawDiagramInWorker(source: string): Promise<string> {
  return offline(await draw({ source, theme: THEME }));
}

/** The drawn size, for the image's width and height (no layout shift while it loads). */
export function svgSize(svg: string): { width: number; height: number } {
  const size = (name: string) => Math.round(Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1] ?? 0));
  return { width: size('width'), height: size('height') };
}
