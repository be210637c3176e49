import { useCopy } from '../../theme/hooks/useCopy';

/** A shell command with a copy button; the confirmation shows for 3 s, as every copy button of the site does. */
export function CopyCommand({ command }: { command: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="mx-auto mt-8 flex max-w-2xl items-center gap-3 rounded-lg bg-ink px-4 py-3 text-left font-mono text-sm text-white">
      <span aria-hidden="true" className="text-brand-200">
        $
      </span>
      <code className="min-w-0 flex-1 overflow-x-auto whitespace-nowrap">{command}</code>
      <button type="button" onClick={() => copy(command)} className="shrink-0 rounded bg-white/10 px-3 py-1 text-xs hover:bg-white/20" aria-live="polite">
        {copied ? '复制成功' : '复制'}
      </button>
    </div>
  );
}
