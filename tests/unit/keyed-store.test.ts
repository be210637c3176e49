import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKey, keyedFileStore, storeKey } from '../../plugins/shared/keyedStore';

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

describe('fileKey', () => {
  it('changes with the file’s size or time and with what it is asked with, and is none for a missing file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rb-file-key-')), 'page.md');
    writeFileSync(file, '# 页面\n');
    const key = fileKey(file);
    expect(fileKey(file)).toBe(key);
    expect(fileKey(file, 'docs')).not.toBe(key);
    utimesSync(file, new Date('2025-01-01'), new Date('2025-01-01'));
    const dated = fileKey(file);
    expect(dated).not.toBe(key);
    writeFileSync(file, '# 页面，改过\n');
    utimesSync(file, new Date('2025-01-01'), new Date('2025-01-01'));
    expect(fileKey(file)).not.toBe(dated);
    expect(fileKey(`${file}.gone`)).toBeUndefined();
  });
});
