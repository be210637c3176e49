// Rspress's Markdown element components (its getCustomMDXComponent set), which its
// public theme exports only as one whole set.

export { Code } from '@rspress/core/dist/theme/components/DocContent/docComponents/code.js';
export { Hr } from '@rspress/core/dist/theme/components/DocContent/docComponents/hr.js';
export { Img } from '@rspress/core/dist/theme/components/DocContent/docComponents/img.js';
export { Li, Ol, Ul } from '@rspress/core/dist/theme/components/DocContent/docComponents/list.js';
export { Blockquote, P, Strong } from '@rspress/core/dist/theme/components/DocContent/docComponents/paragraph.js';
export { ShikiPre } from '@rspress/core/dist/theme/components/DocContent/docComponents/pre.js';
export { Table, Td, Th, Tr } from '@rspress/core/dist/theme/components/DocContent/docComponents/table.js';
