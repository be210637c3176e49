// Rspress's page reader, run in a worker thread by plugins/page-data over the routes it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { readPages } from '../../rspress-internals/node/extractPageData.mjs';

const { routes, options } = workerData;
/**
 * Pages read at once. Rspress's reader starts every page it is given together and returns each with its
 * flattened source; given all 7,000 pages of the 10× tree, this thread's heap reached 1.7 GB.
 */
const BATCH = 64;

/**
 * The code of each part of a page (diagrams left out), as search needs it (the page's text leaves code out): the part
 * before the first h2/h3, then one entry per h2/h3 heading, in order. Lower headings stay in their part. And each
 * diagram's source as the page's text holds it (Rspress's reader puts code there, diagrams too), for search to take out.
 */
function codeByPart(markdown = '') {
  const parts = [''];
  const diagrams = [];
  let fence = null;
  let indent = 0;
  let diagram;
  for (const line of markdown.split('\n')) {
    const opening = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(line);
    const marker = opening?.[2];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        if (diagram) diagrams.push(diagram.join('\n'));
        fence = null;
      } else if (diagram) diagram.push(line.replace(new RegExp(`^ {0,${indent}}`), ''));
      else parts[parts.length - 1] += `${line}\n`;
    } else if (marker) {
      fence = marker;
      indent = opening[1].length;
      // A diagram's source names boxes, not code a reader would search for.
      diagram = opening[3] === 'mermaid' ? [] : undefined;
    } else if (/^#{2,3}\s/.test(line)) parts.push('');
  }
  return { code: parts.map((code) => code.slice(0, 4000)), diagrams };
}

/** The site links of a page, as [text, path]: search also finds a page by the words others link to it with. */
function siteLinks(markdown = '') {
  const links = [];
  for (const [, text, target] of markdown.replace(/(`{3,}|~{3,})[\s\S]*?\1/g, '').matchAll(/\[([^\]\n]+)\]\((\/[^)\s#?]*)/g)) {
    links.push([text.replace(/[`*_]/g, ''), target.replace(/\.mdx?$/, '').replace(/\/$/, '')]);
  }
  return links;
}

const read = [];
for (let start = 0; start < routes.length; start += BATCH) {
  // The flattened source is a second copy of each page: only its code and links are kept.
  for (const { _flattenContent, ...page } of await readPages(routes.slice(start, start + BATCH), options)) {
    read.push({ ...page, ...codeByPart(_flattenContent), links: siteLinks(_flattenContent) });
  }
}
parentPort.postMessage(read);
