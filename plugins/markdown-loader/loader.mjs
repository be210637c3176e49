// Wraps Rspress's Markdown loader: prepares each source in the Docusaurus dialect (see ./index.ts), compiles
// a `.md` source that uses MDX as MDX, and in builds runs at most `limit` compiles at once.
import { refilePageMeta } from '../../rspress-internals/node/pageMeta.mjs';

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
  if (!limit) return Promise.resolve(false);
  if (running < limit) {
    running++;
    return Promise.resolve(true);
  }
  return new Promise((resolve) => waiting.push(() => resolve(true)));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** The hooks registered by ./index.ts in this process, if any (tests run the loader without them). */
const hooksOf = () => globalThis[Symbol.for('rainbond.markdown.hooks')] ?? {};

export default function markdownLoader(source) {
  const callback = this.async();
  const { innerLoader, limit, ...options } = this.getOptions();
  const page = this.resourcePath;
  const first = !compiled.has(page);
  let finished = () => {};
  if (first) compiled.set(page, new Promise((resolve) => (finished = resolve)));
  let holding = false;
  let settled = false;
  const done = (error, result) => {
    if (settled) return;
    settled = true;
    if (holding) release();
    if (first) finished();
    callback(error, result);
  };
  const { prepare, replacement, inputs } = hooksOf();
  for (const file of inputs ? inputs(page) : []) this.addDependency(file);
  const prepared = prepare ? prepare(source, page) : { source, compileAs: page };
  // Rspress picks MD or MDX by the path's extension: a `.md` page that uses MDX is handed over as `.mdx`,
  // and the page meta it writes under that name is filed back under the real one.
  const renamed = prepared.compileAs !== page;
  const finish = (error, result) => {
    if (error || !renamed || typeof result !== 'string') return done(error, result);
    done(null, refilePageMeta(result, options.docDirectory, prepared.compileAs, page));
  };
  // Rspress's loader reads its own options and reports through `async()`; the rest is this context's.
  const context = Object.create(this, {
    getOptions: { value: () => options },
    resourcePath: { value: prepared.compileAs },
  });
  // A page that cannot be compiled may be replaced by one that says why (the compatibility harness).
  const recover = (inner) => (error, result) => {
    const stand = error && replacement ? replacement(page, error) : undefined;
    if (stand === undefined) return finish(error, result);
    const plain = Object.create(this, { async: { value: () => done }, getOptions: { value: () => options } });
    inner.call(plain, stand);
  };
  (first ? acquire(limit) : compiled.get(page).then(() => false))
    .then(async (held) => {
      holding = held;
      const inner = await load(innerLoader);
      const guarded = Object.create(context, { async: { value: () => recover(inner) } });
      await inner.call(guarded, prepared.source);
    })
    .catch(done);
}
