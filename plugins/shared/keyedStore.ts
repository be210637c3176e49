import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
