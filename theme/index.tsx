import './styles/index.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './components/CodeButtonGroup';
export { Layout } from './components/Layout';
export { useThemeState } from './hooks/useColorMode';
