// Draws Mermaid diagrams for plugins/mermaid/diagram.ts in a worker thread: the layout is CPU work the
// main thread, compiling pages meanwhile, need not wait for.
import { renderMermaidSVG } from 'beautiful-mermaid';
import { serveJobs } from '../shared/serveJobs.mjs';

serveJobs(({ source, theme }) => renderMermaidSVG(source, theme));
