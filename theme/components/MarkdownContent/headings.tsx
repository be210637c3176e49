import type { ComponentProps } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Markdown headings, marked for the table of contents (`rp-toc-include`) as Rspress's are. Rspress's
 * own h1 also renders a front matter `tag` badge, a key our front matter check does not allow.
 */
function heading(Level: Level) {
  return function Heading({ className, ...rest }: ComponentProps<Level>) {
    return <Level className={className ? `rp-toc-include ${className}` : 'rp-toc-include'} {...rest} />;
  };
}

export const H1 = heading('h1');
export const H2 = heading('h2');
export const H3 = heading('h3');
export const H4 = heading('h4');
export const H5 = heading('h5');
export const H6 = heading('h6');
