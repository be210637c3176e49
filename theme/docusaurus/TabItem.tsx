// `@theme/TabItem`, as Docusaurus pages import it.
export { TabItem as default } from '../components/mdx/Tabs';
