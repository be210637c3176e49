import './styles/index.css';

export * from '@rspress/core/theme-original';
export { Layout } from './components/Layout';
