import './styles/index.css';

// The names that Rspress's runtime and the Rspress components we render take from this theme (their
// `@rspress/core/theme`): a missing one fails the build. Re-exporting the original theme whole instead
// made the dev server compile all of it, 250 modules, before the first page.
export {
  CodeBlock,
  copyToClipboard,
  getCopyableText,
  IconArrowDown,
  IconCopy,
  IconSuccess,
  IconWrap,
  IconWrapped,
  Root,
  renderHtmlOrText,
  SvgWrapper,
  useCodeButtonGroup,
} from '@rspress/core/theme-original';
export { Callout } from './components/Callout';
export { CodeButtonGroup } from './components/CodeButtonGroup';
export { useThemeState } from './hooks/useColorMode';
export { Layout } from './layouts/Layout';
