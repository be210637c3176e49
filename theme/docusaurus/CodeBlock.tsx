import { type ReactNode, useRef } from 'react';
import { useCopy } from '../hooks/useCopy';

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
}

/**
 * `@theme/CodeBlock`: code given as a component's children (not a fence), shown as it is, with a title and
 * the copy button. Fences are highlighted at build time; this code is only known when the page renders.
 */
export default function CodeBlock({ children, language, title }: CodeBlockProps) {
  const code = useRef<HTMLElement>(null);
  const { copied, copy } = useCopy();
  return (
    <div className="rp-not-doc my-6 overflow-hidden rounded-lg border border-line bg-surface" data-testid="code-block">
      {title && <div className="border-b border-line px-4 py-2 text-sm font-medium text-ink">{title}</div>}
      <div className="relative">
        <button type="button" className="rb-code-button absolute right-2 top-2" onClick={() => copy(code.current?.textContent ?? '')} aria-live="polite">
          {copied ? '复制成功' : '复制'}
        </button>
        <pre className="overflow-x-auto p-4 text-sm leading-6">
          <code ref={code} className={language ? `language-${language}` : undefined}>
            {typeof children === 'string' ? children.replace(/\n$/, '') : children}
          </code>
        </pre>
      </div>
    </div>
  );
}
