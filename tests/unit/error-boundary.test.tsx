// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, errorChain } from '../../theme/components/ErrorBoundary';

afterEach(cleanup);

let fail = true;
function Page() {
  if (fail) throw new Error('渲染失败', { cause: new Error('接口返回了空数据') });
  return <p>页面内容</p>;
}

function Missing(): never {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

describe('ErrorBoundary', () => {
  it('shows the crash screen with the cause chain, and 重试 renders the page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面错误')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '此页面崩溃了。' })).toBeTruthy();
    expect(screen.getByText('渲染失败')).toBeTruthy();
    expect(screen.getByText('接口返回了空数据')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('shows the load-failure box for a chunk that could not be downloaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/b">
        <Missing />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('Loading chunk 42 failed.')).toBeTruthy();
  });

  it('lists an error chain outermost first', () => {
    expect(errorChain(new Error('a', { cause: new Error('b', { cause: 'c' }) }))).toEqual(['a', 'b', 'c']);
  });
});
