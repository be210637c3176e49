/**
 * A heading's text in the table of contents: its inline code and emphasis as the build rendered them
 * (plugins/dialect/remarkTocHtml), not shown as Markdown.
 */
export function TocText({ text, html }: { text: string; html?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the page's own heading, every text escaped (core/dialect/headings.ts).
  return html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : text;
}
