import { describe, expect, it } from 'vitest';
import { contentKind } from '../../theme/logic/contentKind';
import { frameForPath } from '../../theme/logic/frame';

describe('frameForPath', () => {
  it.each([
    ['/docs', 'docs'],
    ['/docs/5.17/quick-start', 'docs'],
    ['/blog/page/2', 'docs'],
    ['/community', 'docs'],
    ['/changelog', 'docs'],
    ['/', 'marketing'],
    ['/case/boe', 'marketing'],
    ['/feature/devops', 'marketing'],
    ['/search', 'marketing'],
  ])('%s → %s', (path, frame) => {
    expect(frameForPath(path)).toBe(frame);
  });
});

describe('contentKind', () => {
  it('gives docs chrome to Markdown under /docs only', () => {
    expect(contentKind('doc', '/docs/faq')).toBe('doc');
    expect(contentKind('doc', '/docs')).toBe('doc');
    expect(contentKind('doc', '/docsearch')).toBe('article');
    expect(contentKind('doc', '/case/boe')).toBe('article');
  });
  it('renders custom pages bare and 404 as not found', () => {
    expect(contentKind('custom', '/calculator')).toBe('custom');
    expect(contentKind('404', '/nope')).toBe('not-found');
  });
});
