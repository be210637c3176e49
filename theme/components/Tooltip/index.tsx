import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, Z_INDEX } from '../../logic/constants';

/**
 * A label shown on hover, focus, touch (click) or context menu, 50 ms after the pointer arrives and
 * 50 ms after it leaves (SPEC §4, §9); Escape hides it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(value), TOOLTIP_DELAY_MS);
  };
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setVisible(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the child is the control.
    <span
      className="relative inline-flex"
      aria-describedby={visible ? id : undefined}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={() => later(true)}
      onBlur={() => later(false)}
      onPointerDown={() => later(true)}
      onContextMenu={() => later(true)}
    >
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
