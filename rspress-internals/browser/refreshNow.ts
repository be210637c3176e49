/**
 * Dev server only (loaded before the app by plugins/dev-warmup): React Refresh re-renders an edited page
 * 30 ms after its update is applied (a debounce in @rspack/plugin-react-refresh's client). Once the
 * update has been applied (the hot runtime is idle again), refresh now; the debounced refresh finds
 * nothing left to do.
 */
import { performReactRefresh } from 'react-refresh/runtime';

declare global {
  interface ImportMeta {
    webpackHot?: { addStatusHandler(handler: (status: string) => void): void };
  }
}

import.meta.webpackHot?.addStatusHandler((status) => {
  if (status === 'idle') performReactRefresh();
});
