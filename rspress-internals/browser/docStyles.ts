// The stylesheet of Rspress's Markdown element components (browser/docComponents.ts), which our Markdown
// styles follow in the cascade.
import '@rspress/core/dist/theme/components/DocContent/doc.css';
