import { Code } from '@rspress/core/dist/theme/components/DocContent/docComponents/code.js';
import { Hr } from '@rspress/core/dist/theme/components/DocContent/docComponents/hr.js';
import { Img } from '@rspress/core/dist/theme/components/DocContent/docComponents/img.js';
import { Li, Ol, Ul } from '@rspress/core/dist/theme/components/DocContent/docComponents/list.js';
import { Blockquote, P, Strong } from '@rspress/core/dist/theme/components/DocContent/docComponents/paragraph.js';
import { ShikiPre } from '@rspress/core/dist/theme/components/DocContent/docComponents/pre.js';
import { Table, Td, Th, Tr } from '@rspress/core/dist/theme/components/DocContent/docComponents/table.js';
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
