/** The facts an API reference page states about its endpoint, each with the line it is on. */
export interface PageParam {
  name: string;
  in: string;
  type: string;
  required: boolean;
  line: number;
}

export interface ApiPage {
  /** Every `METHOD /path` of the request block: a page may document several methods of one resource. */
  requests: { method: string; path: string }[];
  requestLine: number;
  params: PageParam[];
  /** HTTP status codes of the error table, each with its first line. */
  statuses: Map<number, number>;
  statusLine: number;
  /** "array" or "object": how the first JSON block of the response example starts. */
  response?: { shape: 'array' | 'object'; line: number };
}

/** One endpoint of the manifest (tests/fixtures/api-manifest). */
export interface ManifestEndpoint {
  method: string;
  path: string;
  view: string;
  params: { name: string; in: string; type: string; required: boolean }[];
  /** The body is validated by a model serializer: its fields are the model's, not listed here. */
  bodyFromModel: boolean;
  response: 'array' | 'object' | 'unknown';
  /** What the view and its base classes return: a page lists every one of these. */
  statuses: number[];
  /** Errors raised up to two calls deep in the console services the view calls: a page may list these too. */
  serviceStatuses: number[];
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/`/g, ''));

function sectionLines(lines: string[], heading: string): { text: string; line: number }[] {
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return [];
  const out: { text: string; line: number }[] = [];
  for (let i = start + 1; i < lines.length && !lines[i].startsWith('## '); i++) out.push({ text: lines[i], line: i + 1 });
  return out;
}

/** The rows of the first table in a section whose header starts with `first`. */
function tableRows(section: { text: string; line: number }[], first: string) {
  const header = section.findIndex(({ text }) => text.startsWith('|') && cells(text)[0] === first);
  if (header < 0) return [];
  const rows = [];
  for (let i = header + 2; i < section.length && section[i].text.startsWith('|'); i++) rows.push({ cells: cells(section[i].text), line: section[i].line });
  return rows;
}

/**
 * Reads a page in the shape all our API pages share: "## 请求" with a `METHOD /path` code block,
 * "## 参数" with a 名称/位置/类型/必填 table, "## 响应示例" with JSON and "## 错误码" with the HTTP
 * status in the first column. Nested body fields (`a.b`, `a[].b`) describe a parameter's inside and
 * are not parameters themselves; the Authorization header is common to all pages.
 */
export function parseApiPage(markdown: string): ApiPage | null {
  const lines = markdown.split('\n');
  const requestLines = sectionLines(lines, '请求').filter(({ text }) => /^(GET|POST|PUT|DELETE|PATCH) \//.test(text));
  if (requestLines.length === 0) return null;
  const requests = requestLines.map(({ text }) => {
    const [method, path] = text.trim().split(/\s+/);
    return { method, path };
  });
  const params = tableRows(sectionLines(lines, '参数'), '名称')
    // "[].x": a field of the items of a body that is an array, i.e. a parameter of each item.
    .map((row) => ({ ...row, cells: [row.cells[0].replace(/^\[\]\./, ''), ...row.cells.slice(1)] }))
    .filter((row) => row.cells[1] !== 'header' && !/[.[]/.test(row.cells[0]))
    .flatMap((row) =>
      // "a / b" in the name column documents several parameters of the same kind in one row.
      // "a / b" in the name column documents several parameters of the same kind in one row; "query / body"
      // in the location column one parameter that one method reads from the query and another from the body.
      row.cells[0].split(' / ').flatMap((name) =>
        row.cells[1].split(' / ').map((location) => ({
          name,
          in: location,
          type: row.cells[2].replace(/\[.*\]$/, ''),
          // "POST 必填": required by the method that reads it; "协议为 http 时必填": optional to the serializer.
          required: row.cells[3].startsWith('是') || /^[A-Z、, ]+必填/.test(row.cells[3]),
          line: row.line,
        })),
      ),
    );
  const errors = sectionLines(lines, '错误码');
  const statuses = new Map<number, number>();
  for (const row of tableRows(errors, 'HTTP 状态码'))
    for (const code of row.cells[0].split('/').map((part) => Number(part.trim())))
      if (Number.isInteger(code) && !statuses.has(code)) statuses.set(code, row.line);
  const example = sectionLines(lines, '响应示例');
  const open = example.findIndex(({ text }) => text.startsWith('```json'));
  const first = open >= 0 ? example[open + 1] : undefined;
  const shape = first?.text.trim().startsWith('[') ? 'array' : first?.text.trim().startsWith('{') ? 'object' : undefined;
  return {
    requests,
    requestLine: requestLines[0].line,
    params,
    statuses,
    statusLine: errors[0]?.line ?? requestLines[0].line,
    response: shape && first ? { shape, line: first.line } : undefined,
  };
}

/** The endpoints of a page that documents several methods, as one: parameters and statuses of all of them. */
export function mergeEndpoints(endpoints: ManifestEndpoint[]): ManifestEndpoint {
  if (endpoints.length === 1) return endpoints[0];
  const params = new Map<string, ManifestEndpoint['params'][number]>();
  for (const endpoint of endpoints)
    for (const param of endpoint.params) {
      const known = params.get(`${param.in}:${param.name}`);
      params.set(`${param.in}:${param.name}`, known && known.type !== 'unknown' ? known : param);
    }
  const union = (pick: (endpoint: ManifestEndpoint) => number[]) => [...new Set(endpoints.flatMap(pick))].sort();
  return {
    method: endpoints.map((endpoint) => endpoint.method).join(' / '),
    path: endpoints[0].path,
    view: [...new Set(endpoints.map((endpoint) => endpoint.view))].join(' / '),
    params: [...params.values()],
    bodyFromModel: endpoints.some((endpoint) => endpoint.bodyFromModel),
    response: 'unknown',
    statuses: union((endpoint) => endpoint.statuses),
    serviceStatuses: union((endpoint) => endpoint.serviceStatuses),
  };
}

/** Where a page disagrees with its endpoint, as "line N: …". */
export function pageMismatches(page: ApiPage, endpoint: ManifestEndpoint): string[] {
  const problems: string[] = [];
  const documented = new Map(page.params.map((param) => [`${param.in}:${param.name}`, param]));
  const real = new Map(endpoint.params.map((param) => [`${param.in}:${param.name}`, param]));
  for (const [key, param] of documented) {
    const fact = real.get(key);
    if (!fact) {
      if (!(param.in === 'body' && endpoint.bodyFromModel))
        problems.push(`line ${param.line}: ${param.in} parameter ${param.name} is not read by ${endpoint.view}`);
      continue;
    }
    // A query value is text on the wire and a path part is text unless the route only matches digits.
    if (fact.type !== 'unknown' && fact.type !== param.type) problems.push(`line ${param.line}: ${param.name} is ${fact.type}, page says ${param.type}`);
    if (fact.type !== 'unknown' && fact.required !== param.required)
      problems.push(`line ${param.line}: ${param.name} is ${fact.required ? '' : 'not '}required, page says ${param.required ? '' : 'not '}required`);
  }
  for (const [key, fact] of real) if (!documented.has(key)) problems.push(`line ${page.requestLine}: ${fact.in} parameter ${fact.name} is missing`);
  const errorCodes = endpoint.statuses.filter((code) => code >= 400);
  for (const [code, line] of page.statuses)
    if (code >= 400 && !errorCodes.includes(code) && !endpoint.serviceStatuses.includes(code))
      problems.push(`line ${line}: ${endpoint.view} never returns ${code}`);
  for (const code of errorCodes) if (!page.statuses.has(code)) problems.push(`line ${page.statusLine}: status ${code} is missing`);
  if (endpoint.response !== 'unknown' && page.response && page.response.shape !== endpoint.response)
    problems.push(`line ${page.response.line}: the response is an ${endpoint.response}, the example is an ${page.response.shape}`);
  return problems;
}
