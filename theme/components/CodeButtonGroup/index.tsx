import { getCopyableText } from '@rspress/core/theme-original';
import type { RefObject } from 'react';
import { useCopy } from '../../hooks/useCopy';

export interface CodeButtonGroupProps {
  wrapCode: boolean;
  toggleWrapCode: () => void;
  copyElementRef: RefObject<HTMLElement | null>;
  showWrapCodeButton?: boolean;
  showCopyButton?: boolean;
}

/**
 * Replaces Rspress's code block buttons (same export name): copying shows 复制成功 for 3 s, as every copy button of the site does
 * instead of a 2 s icon swap.
 */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: CodeButtonGroupProps) {
  const { copied, copy } = useCopy();
  const onCopy = () => {
    if (copyElementRef.current) copy(getCopyableText(copyElementRef.current, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] }));
  };
  return (
    <div className="rp-code-button-group absolute right-2 top-2 z-10 flex gap-1.5">
      {showWrapCodeButton && (
        <button type="button" onClick={toggleWrapCode} aria-pressed={wrapCode} className="rb-code-button">
          {wrapCode ? '取消换行' : '自动换行'}
        </button>
      )}
      {showCopyButton && (
        <button type="button" onClick={onCopy} className="rb-code-button" data-copied={copied} aria-live="polite">
          {copied ? '复制成功' : '复制'}
        </button>
      )}
    </div>
  );
}
