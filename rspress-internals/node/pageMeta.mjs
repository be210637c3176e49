// Rspress's Markdown compiler files each page's meta (headings, title) under the page's path relative to
// the docs root, URI-encoded: `MDXContent.__RSPRESS_PAGE_META["guide%2Fa.md"] = …`.

const key = (docDirectory, file) =>
  encodeURIComponent(
    file
      .slice(docDirectory.length + 1)
      .split('\\')
      .join('/'),
  );

/** Compiled code whose page meta was filed under `compiledAs`, filed under `file` instead. */
export function refilePageMeta(code, docDirectory, compiledAs, file) {
  return code.replace(`__RSPRESS_PAGE_META["${key(docDirectory, compiledAs)}"]`, `__RSPRESS_PAGE_META["${key(docDirectory, file)}"]`);
}
