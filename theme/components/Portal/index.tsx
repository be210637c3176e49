import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a full-screen layer (menu, drawer, dialog) as a child of <body>. A `position: fixed` element
 * is laid out against its nearest ancestor with a transform, filter or backdrop-filter, not the viewport:
 * inside the blurred marketing header, the open menu was clipped to the header's 96 px. Callers render it
 * only after a user action, so it never runs during the server render.
 */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
