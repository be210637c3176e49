import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Messages of an error and of its `cause` chain, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current && messages.length < 10) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** A failed download of a page's code (rather than a bug in it). */
export function isLoadFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module|Failed to fetch/i.test(error.message);
}

/** Crash screen for a page that throws while rendering (the 页面出错 state), with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere leaves the crashed page behind.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[rainbond] 页面渲染出错', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isLoadFailure(error)) {
      // The page's code could not be downloaded: say so and offer to try again (a fresh load).
      return (
        <div role="alert" className="mx-auto my-20 w-1/2 min-w-72 rounded-lg border border-red-200 bg-red-50 p-6 text-center" data-testid="page-load-error">
          <p className="font-semibold text-red-800">页面加载失败</p>
          <p className="mt-2 break-words font-mono text-sm text-red-700">{error.message}</p>
          <button type="button" className="rb-button-primary mt-4" onClick={() => window.location.reload()}>
            重试
          </button>
        </div>
      );
    }
    return (
      <section role="alert" className="mx-auto max-w-2xl px-5 py-20" data-testid="page-crashed">
        <p className="text-sm font-semibold text-red-600">页面错误</p>
        <h1 className="mt-2 text-2xl font-bold text-ink">此页面崩溃了。</h1>
        <ol className="mt-6 space-y-2 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">
          {errorChain(error).map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cause chain may repeat a message; its order is fixed.
            <li key={index}>
              {index > 0 && <span className="text-red-500">原因：</span>}
              {message}
            </li>
          ))}
        </ol>
        <button type="button" className="rb-button-primary mt-6" onClick={() => this.setState({ error: null })}>
          重试
        </button>
      </section>
    );
  }
}
