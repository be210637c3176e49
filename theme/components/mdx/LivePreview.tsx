import { type ReactNode, useState } from 'react';

/**
 * A ```tsx preview block: the running example, with its code folded under a button. The preview
 * plugin hands over the code block first and the rendered example second.
 */
export default function LivePreview({ children }: { children: ReactNode[] }) {
  const [showCode, setShowCode] = useState(false);
  return (
    <div className="rp-not-doc my-6 overflow-hidden rounded-lg border border-line" data-testid="live-preview">
      <div className="p-5">{children?.[1]}</div>
      <div className="flex justify-end border-t border-line bg-surface px-3 py-1.5">
        <button type="button" className="rb-code-button" aria-expanded={showCode} onClick={() => setShowCode(!showCode)}>
          {showCode ? '隐藏代码' : '显示代码'}
        </button>
      </div>
      {showCode && <div className="border-t border-line [&_.rp-codeblock]:m-0">{children?.[0]}</div>}
    </div>
  );
}
