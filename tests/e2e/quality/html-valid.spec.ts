import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { listFiles } from '../../../plugins/shared/listFiles';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT = path.join(ROOT, 'doc_build');

test('every built page is valid HTML (html-validate)', async () => {
  test.setTimeout(180_000);
  const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')));
  const files = (await listFiles(OUT, /\.html$/)).filter((file) => !file.includes(`${path.sep}__ssg__${path.sep}`));
  expect(files.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${path.relative(OUT, file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});
