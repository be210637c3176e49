// Draws Mermaid diagrams for plugins/mermaid/drawer.ts in a worker thread: the layout is CPU work the
// main thread, compiling pages meanwhile, need not wait for.
import { parentPort } from 'node:worker_threads';
import { renderMermaidSVG } from 'beautiful-mermaid';

parentPort.on('message', ({ id, source, theme }) => {
  try {
    parentPort.postMessage({ id, svg: renderMermaidSVG(source, theme) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
