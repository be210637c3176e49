import { type ReactNode, useId, useRef } from 'react';
import { useReveal } from '../../hooks/useReveal';
import { Z_INDEX } from '../../logic/constants';

/**
 * A button that reveals a small panel of explanation, on hover, focus, click or context menu
 * (the site's popovers all behave so). Unlike a tooltip the panel may hold links, so it stays open while the pointer or focus
 * is inside it.
 */
export function Popover({ label, title, children, testId }: { label: string; title: string; children: ReactNode; testId?: string }) {
  const container = useRef<HTMLSpanElement>(null);
  const { visible, triggers } = useReveal(container);
  const id = useId();
  return (
    <span ref={container} className="relative inline-flex" {...triggers}>
      <button
        type="button"
        className="text-sm text-brand-600 underline decoration-dotted underline-offset-4 hover:text-brand-700"
        aria-expanded={visible}
        aria-controls={visible ? id : undefined}
        data-testid={testId}
      >
        {label}
      </button>
      {visible && (
        <section
          id={id}
          aria-label={title}
          className="absolute left-0 top-full mt-2 w-72 rounded-lg border border-line bg-white p-4 text-left text-sm leading-6 text-ink shadow-card"
          style={{ zIndex: Z_INDEX.popover }}
          data-testid={testId && `${testId}-panel`}
        >
          <h3 className="font-semibold">{title}</h3>
          <div className="mt-1 text-muted">{children}</div>
        </section>
      )}
    </span>
  );
}
