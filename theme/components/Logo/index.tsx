import { SiteLink } from '../SiteLink';

/** The Rainbond wordmark with its rainbow arc, drawn inline so it costs no request. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <SiteLink to="/" className={`inline-flex items-center gap-2 font-bold text-ink ${className}`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <path d="M4 24a12 12 0 0 1 24 0" fill="none" stroke="#3b82f6" strokeWidth="4" strokeLinecap="round" />
        <path d="M9 24a7 7 0 0 1 14 0" fill="none" stroke="#22c55e" strokeWidth="4" strokeLinecap="round" />
        <path d="M14 24a2 2 0 0 1 4 0" fill="none" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-lg tracking-tight">Rainbond</span>
    </SiteLink>
  );
}
