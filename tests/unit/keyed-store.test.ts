import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyedFileStore, storeKey } from '../../plugins/shared/keyedStore';

describe('keyedFileStore', () => {
  it('gives back what a build set, keeps only what the next build used, and drops other versions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rb-store-'));
    const [a, b] = [storeKey('a/+'), storeKey('b')];
    const first = keyedFileStore<{ html: string; at: Date }>(dir, 'v1');
    first.set(a, { html: '<p>甲</p>', at: new Date(0) });
    first.set(b, { html: '<p>乙</p>', at: new Date(1) });
    first.save();

    const second = keyedFileStore<{ html: string; at: Date }>(dir, 'v1');
    expect(second.get(a)).toEqual({ html: '<p>甲</p>', at: new Date(0) });
    expect(second.get('missing')).toBeUndefined();
    second.save();
    const third = keyedFileStore<{ html: string }>(dir, 'v1');
    expect(third.get(b)).toBeUndefined();
    expect(third.get(a)?.html).toBe('<p>甲</p>');

    const other = keyedFileStore<{ html: string }>(dir, 'v2');
    expect(other.get(a)).toBeUndefined();
    other.set(b, { html: 'x' });
    other.save();
    expect(readdirSync(dir)).toEqual(['v2']);
  });

  it('saves nothing and fails on nothing when no value was set', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'rb-store-')), 'none');
    keyedFileStore(dir, 'v1').save();
    expect(existsSync(dir)).toBe(false);
  });
});
