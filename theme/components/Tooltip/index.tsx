import { type ReactNode, useId, useRef } from 'react';
import { useReveal } from '../../hooks/useReveal';
import { Z_INDEX } from '../../logic/constants';

/** A short label for its child, shown on hover, focus, touch or context menu (see useReveal). */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const container = useRef<HTMLSpanElement>(null);
  const { visible, triggers } = useReveal(container);
  const id = useId();
  return (
    <span ref={container} className="relative inline-flex" aria-describedby={visible ? id : undefined} {...triggers}>
      {children}
      {visible && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute left-1/2 top-full mt-2 -translate-x-1/2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs text-white"
          style={{ zIndex: Z_INDEX.tooltip }}
        >
          {label}
        </span>
      )}
    </span>
  );
}
