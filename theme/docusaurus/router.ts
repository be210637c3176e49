// `@docusaurus/router`, as a Docusaurus site's own components import it: the page's location.
export { useLocation } from '@rspress/core/runtime';
