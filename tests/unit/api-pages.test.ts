import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ManifestEndpoint, mergeEndpoints, pageMismatches, parseApiPage } from './support/apiPage';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every API reference page against its route in rainbond-console at the docs version's tag. The
 * manifests (tests/fixtures/api-manifest) hold facts read from the openapi urls, views and
 * serializers of that tag: method, path, parameters, response shape and the statuses a view returns.
 */
const TREES = [
  { dir: 'docs/docs/api', manifest: 'v6.2.1.json' },
  { dir: 'docs/docs/5.17/api', manifest: 'v5.17.3.json' },
];

function manifest(name: string): { tag: string; endpoints: ManifestEndpoint[] } {
  return JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/api-manifest', name), 'utf8'));
}

function pagesOf(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((group) =>
      readdirSync(path.join(ROOT, dir, group.name))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${dir}/${group.name}/${name}`),
    );
}

const page = (request: string, params: string, errors: string, example = '{\n}') =>
  `# t\n\n## 请求\n\n\`\`\`text\n${request}\n\`\`\`\n\n## 参数\n\n| 名称 | 位置 | 类型 | 必填 | 说明 |\n| --- | --- | --- | --- | --- |\n${params}\n\n## 响应示例\n\n\`\`\`json\n${example}\n\`\`\`\n\n## 错误码\n\n| HTTP 状态码 | 业务码 code | 说明 |\n| --- | --- | --- |\n${errors}\n`;
const endpoint: ManifestEndpoint = {
  method: 'GET',
  path: '/openapi/v1/teams/{team_id}',
  view: 'TeamInfo',
  params: [
    { name: 'team_id', in: 'path', type: 'string', required: true },
    { name: 'page', in: 'query', type: 'integer', required: false },
  ],
  bodyFromModel: false,
  response: 'array',
  statuses: [200, 401, 404, 500],
  serviceStatuses: [409],
};

describe('reading an API page', () => {
  it('takes method, path, parameters, status codes and response shape with their lines', () => {
    const parsed = parseApiPage(
      page(
        'GET /openapi/v1/teams/{team_id}',
        '| team_id | path | string | 是 | x |\n| a.b | body | string | 否 | x |',
        '| 401 | 401 | x |\n| 404 | 2000 | x |',
      ),
    );
    expect(parsed).toMatchObject({ requests: [{ method: 'GET', path: '/openapi/v1/teams/{team_id}' }], requestLine: 6 });
    expect(parsed?.params).toEqual([{ name: 'team_id', in: 'path', type: 'string', required: true, line: 13 }]);
    expect([...(parsed?.statuses ?? [])]).toEqual([
      [401, 27],
      [404, 28],
    ]);
    expect(parsed?.response).toEqual({ shape: 'object', line: 19 });
  });
  it('names each line that disagrees with the endpoint', () => {
    const parsed = parseApiPage(
      page(
        'GET /openapi/v1/teams/{team_id}',
        '| team_id | path | integer | 是 | x |\n| extra | query | string | 否 | x |',
        '| 401 | 401 | x |\n| 403 | 10402 | x |\n| 409 | 409 | x |',
      ),
    );
    expect(parsed && pageMismatches(parsed, endpoint)).toEqual([
      'line 13: team_id is string, page says integer',
      'line 14: query parameter extra is not read by TeamInfo',
      'line 6: query parameter page is missing',
      'line 28: TeamInfo never returns 403',
      'line 24: status 404 is missing',
      'line 24: status 500 is missing',
      'line 19: the response is an array, the example is an object',
    ]);
  });
});

describe.each(TREES)('API pages under $dir', ({ dir, manifest: name }) => {
  const { tag, endpoints } = manifest(name);
  it(`document exactly their route at ${tag}`, () => {
    const problems: string[] = [];
    for (const file of pagesOf(dir)) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const parsed = parseApiPage(source);
      if (!parsed) {
        // A page for an operation the tag no longer routes says so under this heading instead.
        if (!source.includes('\n## 接口已移除\n')) problems.push(`${file}: no "## 请求" block with a method and path`);
        continue;
      }
      const routes = parsed.requests.map(({ method, path }) => endpoints.find((candidate) => candidate.method === method && candidate.path === path));
      const missing = parsed.requests.filter((_, index) => !routes[index]);
      for (const { method, path } of missing) problems.push(`${file}:${parsed.requestLine}: ${method} ${path} is no route at ${tag}`);
      if (missing.length > 0) continue;
      const route = mergeEndpoints(routes.filter((candidate) => candidate !== undefined));
      problems.push(...pageMismatches(parsed, route).map((problem) => `${file}:${problem.replace(/^line /, '')}`));
    }
    expect(problems).toEqual([]);
  });
});
