import path from 'node:path';
import { expect, test } from '@playwright/test';
import { searchQuality } from '../../../scripts/searchQuality';

// The figures the search must hold on the built index, over the readers' questions in
// tests/search/queries.json (npm run bench -- search reports the same, with keystroke latency).
test('the built index answers the readers’ questions: recall@3, MRR, no empty answers, small first query', async () => {
  const quality = await searchQuality(path.resolve('doc_build/search-index'), path.resolve('tests/search/queries.json'));
  expect(quality.queries).toBeGreaterThanOrEqual(120);
  expect(quality.recallAt3, quality.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  expect(quality.mrr).toBeGreaterThanOrEqual(0.85);
  expect(quality.zeroResultRate).toBe(0);
  expect(quality.firstQueryKB.max).toBeLessThanOrEqual(200);
});

// tests/search/dev.json: reader questions written to tune on (symptoms, everyday words, typos, a third
// about V5.17); its floor keeps a later change from trading them away for the tuning set's.
test('the built index answers the development questions', async () => {
  const quality = await searchQuality(path.resolve('doc_build/search-index'), path.resolve('tests/search/dev.json'));
  expect(quality.queries).toBeGreaterThanOrEqual(120);
  expect(quality.recallAt3, quality.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  expect(quality.mrr).toBeGreaterThanOrEqual(0.8);
  expect(quality.zeroResultRate).toBe(0);
  expect(quality.firstQueryKB.max).toBeLessThanOrEqual(200);
});
