// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../theme/components/Modal';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderModal(run: { confirm?: () => unknown; cancel?: () => unknown }) {
  const onClose = vi.fn();
  render(
    <Modal title="确认操作" confirm={{ label: '确定', run: run.confirm }} cancel={{ label: '取消', run: run.cancel }} onClose={onClose}>
      正文
    </Modal>,
  );
  return { onClose, confirm: screen.getByRole('button', { name: '确定' }), cancel: screen.getByRole('button', { name: '取消' }) };
}

describe('Modal', () => {
  it('shows loading on the confirm button while its promise is pending, then closes', async () => {
    const pending = deferred();
    const { onClose, confirm, cancel } = renderModal({ confirm: () => pending.promise });
    fireEvent.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('modal-confirm-spinner')).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled && (cancel as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows loading on the cancel button while its own promise is pending', async () => {
    const pending = deferred();
    const { onClose, confirm, cancel } = renderModal({ cancel: () => pending.promise });
    fireEvent.click(cancel);
    expect(cancel.getAttribute('aria-busy')).toBe('true');
    expect(confirm.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByTestId('modal-confirm-spinner')).toBeNull();
    expect(screen.getByTestId('modal-cancel-spinner')).toBeTruthy();
    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a rejected promise keeps the dialog open with the reason and the buttons usable again', async () => {
    const pending = deferred();
    const { onClose, confirm } = renderModal({ confirm: () => pending.promise });
    fireEvent.click(confirm);
    await act(async () => pending.reject(new Error('剪贴板不可用')));
    expect(screen.getByRole('alert').textContent).toBe('操作没有完成：剪贴板不可用');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(confirm.getAttribute('aria-busy')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a synchronous action closes at once without a loading state', () => {
    const { onClose } = renderModal({ confirm: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('modal-confirm-spinner')).toBeNull();
  });
});
