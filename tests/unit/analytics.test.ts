import { describe, expect, it } from 'vitest';
import { analyticsHead } from '../../core/data/analytics';

const ids = { BAIDU_ANALYTICS_ID: 'a'.repeat(32), HOTJAR_ID: '123456' };

describe('analyticsHead', () => {
  it('adds both async scripts to production builds with ids', () => {
    expect(analyticsHead(ids, true)).toEqual([
      ['script', { async: '', src: `https://hm.baidu.com/hm.js?${'a'.repeat(32)}` }],
      ['script', { async: '', src: 'https://static.hotjar.com/c/hotjar-123456.js?sv=6' }],
    ]);
  });
  it('adds nothing in development, when turned off, or without valid ids', () => {
    expect(analyticsHead(ids, false)).toEqual([]);
    expect(analyticsHead({ ...ids, RAINBOND_ANALYTICS: 'off' }, true)).toEqual([]);
    expect(analyticsHead({ BAIDU_ANALYTICS_ID: 'x"><script>', HOTJAR_ID: 'abc' }, true)).toEqual([]);
  });
});
