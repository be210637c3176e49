import type { ReactNode } from 'react';
import { Callout } from '../components/Callout';

/** `@theme/Admonition`: `<Admonition type="tip" title="…">`, the same box as `:::tip`. */
export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  return (
    <Callout type={type} title={typeof title === 'string' ? title : undefined}>
      {children}
    </Callout>
  );
}
