import { describe, expect, it } from 'vitest';
import { distinctPages, rankQuality } from '../../scripts/searchQuality';

describe('search quality scoring', () => {
  it('counts each page once, at its best section', () => {
    expect(distinctPages(['/a#x', '/b', '/a', '/c#y', '/b#z'])).toEqual(['/a', '/b', '/c']);
  });

  it('scores any engine by the rank of the first answering page: recall@3, MRR, empty answers, per version', async () => {
    const answers: Record<string, string[]> = {
      one: ['/x#intro', '/x#more', '/answer'],
      four: ['/a', '/b', '/c', '/d#s', '/answer#s'],
      none: [],
      five: ['/other', '/answer-517'],
    };
    const quality = await rankQuality(
      [
        { query: 'one', expect: ['/answer'] },
        { query: 'four', expect: ['/answer', '/also'] },
        { query: 'none', expect: ['/answer'] },
        { query: 'five', expect: ['/answer-517'], version: '5.17' },
      ],
      (query) => Promise.resolve(answers[query]),
    );
    // Ranks 2 (the repeated /x counts once), 5, none and 2.
    expect(quality.recallAt3).toBe(0.5);
    expect(quality.mrr).toBe(Math.round(((1 / 2 + 1 / 5 + 1 / 2) / 4) * 1000) / 1000);
    expect(quality.zeroResultRate).toBe(0.25);
    expect(quality.misses).toEqual(['four (current) → /answer: #5; got /a, /b, /c', 'none (current) → /answer: not found; got ']);
    expect(quality.byVersion).toEqual({ current: { queries: 3, recallAt3: 0.333, mrr: 0.233 }, '5.17': { queries: 1, recallAt3: 1, mrr: 0.5 } });
  });
});
