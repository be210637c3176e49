import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { ContentError } from '../frontmatter-check/validate';
import { CACHE_DIR } from '../shared/cacheDir';
import { importNode, jsxElement, type MdNode } from '../shared/mdxImport';
import { type DiagramText, DRAWN_KINDS, diagramKey, drawDiagramInWorker, readDiagram, svgSize } from './diagram';

const DIAGRAM_COMPONENT = path.resolve(import.meta.dirname, '../../theme/components/mdx/Diagram.tsx');

/** A diagram's words for readers who cannot see it: its title and description, or what kind of picture it is. */
function altText(title: string | undefined, description: string | undefined, kind: string): string {
  const fallback = kind === 'sequenceDiagram' ? '时序图' : kind.startsWith('stateDiagram') ? '状态图' : '流程图';
  return [title ?? fallback, description].filter(Boolean).join('：');
}

/**
 * ```mermaid fences become SVG images drawn at build time: no diagram code reaches the browser, and a
 * page without diagrams pays nothing. Each SVG is kept by the hash of its source, so a build redraws only
 * what changed. A diagram kind the renderer cannot draw stays a code block, with a warning naming the file.
 */
export function remarkMermaid(dir: string, warn: (message: string) => void = console.warn, draw: (source: string) => Promise<string> = drawDiagramInWorker) {
  return () => async (tree: MdNode, file: { path?: string }) => {
    const where = (node: MdNode) =>
      `${file.path ? path.relative(process.cwd(), file.path) : '<page>'}:${(node.position as { start?: { line?: number } })?.start?.line ?? 1}`;
    const fences: { parent: MdNode; index: number; diagram: DiagramText; out: string; svg: Promise<string> }[] = [];
    const svgOf = async (node: MdNode, diagram: DiagramText, out: string) => {
      if (existsSync(out)) return readFileSync(out, 'utf8');
      let svg: string;
      try {
        svg = await draw(diagram.source);
      } catch (error) {
        const [file, line] = where(node).split(/:(?=\d+$)/);
        throw new ContentError(file, Number(line), `the Mermaid diagram cannot be drawn: ${(error as Error).message}`);
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(out, svg);
      return svg;
    };
    const find = (parent: MdNode) => {
      parent.children?.forEach((node, index) => {
        if (node.type !== 'code' || node.lang !== 'mermaid') {
          if (node.children) find(node);
          return;
        }
        const diagram = readDiagram(String(node.value ?? ''));
        if (!DRAWN_KINDS.includes(diagram.kind)) {
          warn(`${where(node)}: Mermaid "${diagram.kind}" diagrams are not drawn by this site; shown as code`);
          return;
        }
        const out = path.join(dir, `${diagramKey(diagram.source)}.svg`);
        fences.push({ parent, index, diagram, out, svg: svgOf(node, diagram, out) });
      });
    };
    find(tree);
    if (fences.length === 0) return;
    const imports: MdNode[] = [];
    // Every drawing is asked for before any is awaited: the worker lays them out while others wait.
    const drawn = await Promise.all(fences.map((fence) => fence.svg));
    fences.forEach(({ parent, index, diagram, out }, at) => {
      const name = `__diagram${imports.length}`;
      imports.push(importNode(name, `${out}?url`, false));
      const { width, height } = svgSize(drawn[at]);
      (parent.children as MdNode[])[index] = jsxElement('Diagram', {
        src: { identifier: name },
        width,
        height,
        alt: altText(diagram.title, diagram.description, diagram.kind),
        caption: diagram.title,
      });
    });
    tree.children = [importNode('Diagram', DIAGRAM_COMPONENT, true), ...imports, ...(tree.children ?? [])];
  };
}

export function mermaidPlugin(dir = path.join(CACHE_DIR, 'diagrams')): RspressPlugin {
  return { name: 'rainbond-mermaid', markdown: { remarkPlugins: [remarkMermaid(dir)] } };
}
