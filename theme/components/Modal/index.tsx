import { type ReactNode, useId, useState } from 'react';
import { useScrollLock } from '../../hooks/useScrollLock';
import { Z_INDEX } from '../../logic/constants';
import { Portal } from '../Portal';

/** A dialog button: `run` may return a promise, during which the button shows it is busy; `href` makes it a link. */
export interface ModalAction {
  label: string;
  run?: () => unknown;
  href?: string;
}

interface ModalProps {
  title: string;
  children: ReactNode;
  confirm: ModalAction;
  cancel: ModalAction;
  /** Called once an action has finished; the owner unmounts the modal. */
  onClose: () => void;
  maxWidth?: number;
  testId?: string;
}

type Slot = 'confirm' | 'cancel';

/**
 * A centred dialog over a mask (z-index 1000) that only its own buttons close: clicking the mask
 * does nothing. While an action's promise is pending its button shows a spinner and both are
 * disabled; a rejected promise keeps the dialog open with the reason.
 */
export function Modal({ title, children, confirm, cancel, onClose, maxWidth = 560, testId = 'modal' }: ModalProps) {
  const [pending, setPending] = useState<Slot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  useScrollLock(true);

  const act = async (slot: Slot, action: ModalAction) => {
    setFailure(null);
    const result = action.run?.();
    if (result instanceof Promise) {
      setPending(slot);
      try {
        await result;
      } catch (error) {
        setPending(null);
        setFailure(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    onClose();
  };

  const button = (slot: Slot, action: ModalAction) => {
    const className = slot === 'confirm' ? 'rb-button-primary gap-2' : 'rb-button-secondary gap-2';
    const content = (
      <>
        {pending === slot && (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            data-testid={`${testId}-${slot}-spinner`}
          />
        )}
        {action.label}
      </>
    );
    if (action.href) {
      return (
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          onClick={() => act(slot, action)}
          data-testid={`${testId}-${slot}`}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={className}
        disabled={pending !== null}
        aria-busy={pending === slot}
        onClick={() => act(slot, action)}
        data-testid={`${testId}-${slot}`}
      >
        {content}
      </button>
    );
  };

  return (
    // The mask deliberately has no click handler: only the dialog's own buttons close it.
    <Portal>
      <div className="fixed inset-0 flex items-center justify-center bg-black/40 p-4" style={{ zIndex: Z_INDEX.modal }} data-testid={`${testId}-mask`}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="w-full rounded-xl bg-white p-6 shadow-card"
          style={{ maxWidth }}
          data-testid={testId}
        >
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <div className="mt-3 leading-7 text-muted">{children}</div>
          {failure && (
            <p role="alert" className="mt-4 text-sm text-red-600">
              操作没有完成：{failure}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            {button('cancel', cancel)}
            {button('confirm', confirm)}
          </div>
        </div>
      </div>
    </Portal>
  );
}
