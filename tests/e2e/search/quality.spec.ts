import path from 'node:path';
import { expect, test } from '@playwright/test';
import { searchQuality } from '../../../scripts/searchQuality';

/**
 * The floors the search must hold on the built index (npm run bench -- search reports the same, with
 * keystroke latency): tests/search/queries.json, the readers' questions it was tuned on,
 * tests/search/dev.json, questions written to tune on (symptoms, everyday words, typos, a third about
 * V5.17), and tests/search/holdout3.json, held out until it was tuned on, at the held-out target; their
 * floors keep a later change from trading one set away for another's. The sets still held out
 * (holdout2.json, holdout4.json) are held to the same target, but a failure does not print their misses:
 * reading them is the first step to tuning on them.
 */
const FLOORS = [
  { set: 'queries.json', recallAt3: 0.95, mrr: 0.85 },
  { set: 'dev.json', recallAt3: 0.9, mrr: 0.8 },
  { set: 'holdout3.json', recallAt3: 0.95, mrr: 0.9 },
  { set: 'holdout2.json', recallAt3: 0.95, mrr: 0.9, heldOut: true },
  { set: 'holdout4.json', recallAt3: 0.95, mrr: 0.9, heldOut: true },
];

for (const floor of FLOORS) {
  test(`the built index answers ${floor.set}: recall@3, MRR, no empty answers, small first query`, async () => {
    const quality = await searchQuality(path.resolve('doc_build/search-index'), path.resolve('tests/search', floor.set));
    expect(quality.queries).toBeGreaterThanOrEqual(120);
    expect(quality.recallAt3, floor.heldOut ? 'held out: its misses are not shown' : quality.misses.join('\n')).toBeGreaterThanOrEqual(floor.recallAt3);
    expect(quality.mrr).toBeGreaterThanOrEqual(floor.mrr);
    expect(quality.zeroResultRate).toBe(0);
    expect(quality.firstQueryKB.max).toBeLessThanOrEqual(200);
  });
}
