import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../core/data/versions';
import { includesSitePages, versionFromParam } from '../../core/search/scope';
import { SEARCH_VERSIONS, searchPageUrl } from '../../core/search/searchPage';

describe('the version a search covers', () => {
  it('offers every docs version, the latest named as the current one, labels from the versions data', () => {
    expect(SEARCH_VERSIONS).toEqual([
      { name: 'current', label: `当前版本 ${VERSIONS[0].label}` },
      { name: '5.17', label: 'V5.17' },
    ]);
  });

  it('reads the URL parameter: absent or unknown is the current version', () => {
    expect(versionFromParam('5.17').name).toBe('5.17');
    expect(versionFromParam(null).name).toBe('current');
    expect(versionFromParam('4.0').name).toBe('current');
    expect(versionFromParam('current').name).toBe('current');
  });

  it('writes /search?q=…&version=…, leaving out the current version and an empty query', () => {
    expect(searchPageUrl('/search', 'helm 安装', '5.17')).toBe('/search?q=helm%20%E5%AE%89%E8%A3%85&version=5.17');
    expect(searchPageUrl('/search', 'a+b', 'current')).toBe('/search?q=a%2Bb');
    expect(searchPageUrl('/search', '', '5.17')).toBe('/search?version=5.17');
    expect(searchPageUrl('/search', '', 'current')).toBe('/search');
  });

  it('finds the site pages with the current version only', () => {
    expect(includesSitePages('current')).toBe(true);
    expect(includesSitePages('5.17')).toBe(false);
  });
});
