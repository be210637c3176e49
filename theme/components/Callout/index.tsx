import type { ReactNode } from 'react';
import { ADMONITION_TITLES } from '../../../core/data/admonitions';

export interface CalloutProps {
  type: string;
  title?: string;
  children?: ReactNode;
}

/**
 * The Markdown compiler gives an admonition without a title its kind in English ("Warning", "NOTE"):
 * those, and a missing title, become the Chinese default of the kind.
 */
export function calloutTitle(type: string, title?: string): string {
  const english = title === undefined || title.toLowerCase() === type.toLowerCase();
  return english ? (ADMONITION_TITLES[type.toLowerCase()] ?? title ?? type) : title;
}

/** Border, background and title colour per kind; the title colours meet WCAG AA on their backgrounds. */
const TONES: Record<string, string> = {
  note: 'border-slate-400 bg-slate-50 [&>.rp-callout__title]:text-slate-700',
  details: 'border-slate-400 bg-slate-50 [&>.rp-callout__title]:text-slate-700',
  tip: 'border-green-600 bg-green-50 [&>.rp-callout__title]:text-green-800',
  success: 'border-green-600 bg-green-50 [&>.rp-callout__title]:text-green-800',
  info: 'border-blue-600 bg-blue-50 [&>.rp-callout__title]:text-blue-800',
  important: 'border-purple-600 bg-purple-50 [&>.rp-callout__title]:text-purple-800',
  warning: 'border-amber-500 bg-amber-50 [&>.rp-callout__title]:text-amber-900',
  caution: 'border-red-600 bg-red-50 [&>.rp-callout__title]:text-red-800',
  danger: 'border-red-600 bg-red-50 [&>.rp-callout__title]:text-red-800',
};

/** An admonition: a titled box by kind; `details` folds. */
export function Callout({ type, title, children }: CalloutProps) {
  const heading = calloutTitle(type, title);
  const className = `rp-callout rp-callout--${type} my-6 rounded-lg border-l-4 px-5 py-3 ${TONES[type] ?? TONES.note}`;
  const titleClass = 'rp-callout__title font-semibold';
  const content = <div className="rp-callout__content text-sm [&_p]:my-2">{children}</div>;
  if (type === 'details') {
    return (
      <details className={className}>
        <summary className={`${titleClass} cursor-pointer`}>{heading}</summary>
        {content}
      </details>
    );
  }
  return (
    <div className={className}>
      <div className={titleClass}>{heading}</div>
      {content}
    </div>
  );
}
