// `@theme/Tabs`, as Docusaurus pages import it.
export { Tabs as default } from '../components/mdx/Tabs';
