import { Blockquote, Code, Hr, Img, Li, Ol, P, ShikiPre, Strong, Table, Td, Th, Tr, Ul } from '../../../rspress-internals/browser/docComponents';
import { Callout } from '../Callout';
import { MarkdownLink } from '../MarkdownLink';
import { H1, H2, H3, H4, H5, H6 } from './headings';

/**
 * What Markdown elements render as: Rspress's Markdown components (Rspress's getCustomMDXComponent
 * set, taken one by one) except links and headings, which are ours, so Rspress's own link and its
 * navigation code, and its heading badges, stay out of every page.
 */
export const MARKDOWN_COMPONENTS = {
  h1: H1,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
  ul: Ul,
  ol: Ol,
  li: Li,
  table: Table,
  td: Td,
  th: Th,
  tr: Tr,
  hr: Hr,
  p: P,
  blockquote: Blockquote,
  strong: Strong,
  code: Code,
  img: Img,
  pre: ShikiPre,
  a: MarkdownLink,
  $$$callout$$$: Callout,
};
