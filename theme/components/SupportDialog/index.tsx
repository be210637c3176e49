import { useLocation } from '@rspress/core/runtime';
import { lazy, Suspense } from 'react';
import { useSupportDialog } from '../../hooks/useSupportDialog';

const SupportModal = lazy(() => import('./SupportModal'));

/** The '支持 Rainbond' dialog when its time comes (see useSupportDialog); its code loads only then. */
export function SupportDialog() {
  const { pathname } = useLocation();
  const { visible, close } = useSupportDialog(pathname);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <SupportModal onClose={close} />
    </Suspense>
  );
}
