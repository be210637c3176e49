import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { remarkMermaid } from '../../plugins/mermaid';
import { diagramKey, drawDiagram, drawDiagramInWorker, readDiagram, svgSize } from '../../plugins/mermaid/diagram';
import type { MdNode } from '../../plugins/shared/mdxImport';

const FLOW = 'flowchart LR\n  accTitle: 构建流程\n  accDescr: 源码构建为镜像后部署。\n  A[代码仓库] --> B[构建]\n  B --> C["部署 (滚动)"]';

describe('reading a diagram', () => {
  it('takes the accessibility lines out of the source, as title and description', () => {
    expect(readDiagram(FLOW)).toEqual({
      source: 'flowchart LR\n  A[代码仓库] --> B[构建]\n  B --> C["部署 (滚动)"]',
      kind: 'flowchart',
      title: '构建流程',
      description: '源码构建为镜像后部署。',
    });
    expect(readDiagram('sequenceDiagram\n accDescr {\n 第一行\n 第二行\n }\n A->>B: hi').description).toBe('第一行 第二行');
  });
  it('draws SVG that requests nothing from the network, with its size', async () => {
    const svg = await drawDiagram(readDiagram(FLOW).source);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org)/);
    expect(svg).toContain('代码仓库');
    expect(svgSize(svg).width).toBeGreaterThan(100);
    expect(svgSize(svg).height).toBeGreaterThan(20);
  });
  it('keys a diagram by its source', () => {
    expect(diagramKey('graph TD\n A-->B')).toBe(diagramKey('graph TD\n A-->B'));
    expect(diagramKey('graph TD\n A-->B')).not.toBe(diagramKey('graph TD\n A-->C'));
  });
});

describe('the remark plugin', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const page = (value: string, lang = 'mermaid'): MdNode => ({
    type: 'root',
    children: [{ type: 'code', lang, value, position: { start: { line: 7 } } }],
  });

  it('replaces a fence with the Diagram component and imports the drawn SVG by URL', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rb-mermaid-'));
    const tree = page(FLOW);
    await remarkMermaid(dir)()(tree, { path: 'docs/x.md' });
    const [component, svgImport, element] = tree.children ?? [];
    expect(component.value).toMatch(/^import \{ Diagram \} from ".*Diagram\.tsx"$/);
    expect(svgImport.value).toMatch(/^import __diagram0 from ".*\.svg\?url"$/);
    expect(element).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Diagram' });
    const attributes = Object.fromEntries((element.attributes as MdNode[]).map((attribute) => [attribute.name, attribute.value]));
    expect(attributes.alt).toBe('构建流程：源码构建为镜像后部署。');
    expect(attributes.caption).toBe('构建流程');
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readFileSync(path.join(dir, readdirSync(dir)[0]), 'utf8')).toMatch(/^<svg/);
  });

  it('leaves a kind it cannot draw as code, warning with file and line', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rb-mermaid-'));
    const warnings: string[] = [];
    const tree = page('gantt\n  title 计划');
    await remarkMermaid(dir, (message) => warnings.push(message))()(tree, { path: path.join(process.cwd(), 'docs/plan.md') });
    expect(tree.children?.[0].type).toBe('code');
    expect(warnings).toEqual(['docs/plan.md:7: Mermaid "gantt" diagrams are not drawn by this site; shown as code']);
  });

  it('draws in a worker thread what the main thread draws, and names the line of a diagram it cannot draw', async () => {
    const source = readDiagram(FLOW).source;
    expect(await drawDiagramInWorker(source)).toBe(await drawDiagram(source));
    dir = mkdtempSync(path.join(tmpdir(), 'rb-mermaid-'));
    const failing = () => Promise.reject(new Error('layout failed'));
    await expect(remarkMermaid(dir, undefined, failing)()(page(FLOW), { path: path.join(process.cwd(), 'docs/x.md') })).rejects.toThrow(
      /docs\/x\.md:7.*the Mermaid diagram cannot be drawn: layout failed/,
    );
  });

  it('lets the process end once its drawings are done: an idle worker does not hold a finished build open', () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'rb-mermaid-')), 'draw.mts');
    writeFileSync(
      script,
      `import { drawDiagramInWorker } from ${JSON.stringify(path.resolve('plugins/mermaid/diagram.ts'))};\nconsole.log((await drawDiagramInWorker('graph TD\\n  A-->B')).startsWith('<svg'));\n`,
    );
    const output = execFileSync(path.resolve('node_modules/.bin/tsx'), [script], { encoding: 'utf8', timeout: 20_000 });
    expect(output.trim()).toBe('true');
  });

  it('does not touch pages without diagrams', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rb-mermaid-'));
    const tree = page('echo hi', 'bash');
    await remarkMermaid(dir)()(tree, { path: 'docs/x.md' });
    expect(tree.children).toHaveLength(1);
  });
});
