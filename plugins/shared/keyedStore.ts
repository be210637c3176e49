import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** Values a plugin worked out in the last build, by a key naming everything each depends on. */
export interface KeyedStore<Value> {
  /** The last build's value for `key`, kept for this build too. */
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  /** Writes the values this build got or set, so the file does not grow with keys no build asks for again. */
  save(): void;
}

/**
 * A store kept in `file` with V8's serializer (which keeps dates as dates), valid for one `version`
 * of the code that made its values: a store of another version, or none, starts empty.
 */
export function keyedStore<Value>(file: string, version: string): KeyedStore<Value> {
  let stored = new Map<string, Value>();
  try {
    const data = deserialize(readFileSync(file)) as { version?: string; values?: Map<string, Value> };
    if (data.version === version && data.values instanceof Map) stored = data.values;
  } catch {
    // No store yet, or an unreadable one: everything is worked out again.
  }
  const used = new Map<string, Value>();
  return {
    get(key) {
      const value = stored.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set(key, value) {
      used.set(key, value);
    },
    save() {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, serialize({ version, values: used }));
    },
  };
}

/** The names in a folder; none when it does not exist. */
function listed(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A key or version as a file name (storeKey's base64 uses `/` and `+`). */
export const fileName = (key: string) => key.replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');

/**
 * A store like keyedStore that keeps each value in a file of its own under `dir`, read when asked for and
 * written when set: the process never holds all of them (a build's page renders are 50 MB per 700 pages).
 * Saving removes the values this build did not use, and those of other versions.
 */
export function keyedFileStore<Value>(dir: string, version: string): KeyedStore<Value> {
  const folder = path.join(dir, fileName(version));
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(folder, `${fileName(key)}.v8`);
  return {
    get(key) {
      try {
        const value = deserialize(readFileSync(fileOf(key))) as Value;
        used.add(key);
        return value;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(fileOf(key), serialize(value));
      used.add(key);
    },
    save() {
      const kept = new Set([...used].map((key) => `${fileName(key)}.v8`));
      for (const entry of listed(dir)) if (entry !== fileName(version)) rmSync(path.join(dir, entry), { recursive: true, force: true });
      for (const file of listed(folder)) if (!kept.has(file)) rmSync(path.join(folder, file), { force: true });
    },
  };
}

/** A key or version for a store: a hash of `parts`, each kept apart from the next ("ab", "c" is not "a", "bc"). */
export function storeKey(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64');
}

/**
 * A key for a file as it is now, without reading it: `also`, then its path, size and modification time.
 * None when the file does not exist.
 */
export function fileKey(file: string, ...also: string[]): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && storeKey(...also, file, String(stat.size), String(stat.mtimeMs));
}

/** A store's version: the content of the code `files` that work out its values, and what else they depend on (`also`). */
export const codeVersion = (files: string[], ...also: string[]): string => storeKey(...also, ...files.map((file) => readFileSync(file)));
