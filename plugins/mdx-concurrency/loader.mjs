// Rspress's Markdown loader, run for at most `limit` pages at a time (see ./index.ts for why).
/** Imported loaders, by path. */
const loaders = new Map();
let running = 0;
const waiting = [];
/** Per page, settles when its first compile has finished: the other build's compile of it then reuses the result. */
const compiled = new Map();

function load(file) {
  let loader = loaders.get(file);
  if (!loader) {
    loader = import(file).then((module) => module.default);
    loaders.set(file, loader);
  }
  return loader;
}

function acquire(limit) {
  if (running < limit) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export default function limitedMdxLoader(source) {
  const callback = this.async();
  const { innerLoader, limit, ...options } = this.getOptions();
  const page = this.resourcePath;
  const first = !compiled.has(page);
  let finished = () => {};
  if (first) compiled.set(page, new Promise((resolve) => (finished = resolve)));
  let settled = false;
  const done = (...result) => {
    if (settled) return;
    settled = true;
    if (first) {
      release();
      finished();
    }
    callback(...result);
  };
  // Rspress's loader reads its own options and reports through `async()`; the rest is this context's.
  const context = Object.create(this, { async: { value: () => done }, getOptions: { value: () => options } });
  (first ? acquire(limit) : compiled.get(page))
    .then(async () => {
      const inner = await load(innerLoader);
      await inner.call(context, source);
    })
    .catch(done);
}
