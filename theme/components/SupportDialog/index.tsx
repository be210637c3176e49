import { useLocation } from '@rspress/core/runtime';
import { REPO } from '../../data/site';
import { useSupportDialog } from '../../hooks/useSupportDialog';
import { SUPPORT_DIALOG_WIDTH_PX, Z_INDEX } from '../../logic/constants';
import { useScrollLock } from '../../logic/useScrollLock';

export function SupportDialog() {
  const { pathname } = useLocation();
  const { visible, close } = useSupportDialog(pathname);
  useScrollLock(visible);
  if (!visible) return null;
  return (
    // The mask deliberately has no click handler: only the dialog's own buttons close it.
    <div className="fixed inset-0 flex items-center justify-center bg-black/40 p-4" style={{ zIndex: Z_INDEX.modal }} data-testid="support-mask">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="support-title"
        className="w-full rounded-xl bg-white p-6 shadow-card"
        style={{ maxWidth: SUPPORT_DIALOG_WIDTH_PX }}
        data-testid="support-dialog"
      >
        <h2 id="support-title" className="text-xl font-bold text-ink">
          支持 Rainbond
        </h2>
        <p className="mt-3 leading-7 text-muted">
          Rainbond 是一个开源项目。如果它帮你节省了时间，欢迎到 GitHub 给我们点一个 Star：这是对社区最直接的鼓励，也能让更多人发现 Rainbond。
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="rb-button-secondary" onClick={close}>
            下次再说
          </button>
          <a href={REPO.github} target="_blank" rel="noopener noreferrer" className="rb-button-primary" onClick={close}>
            去 GitHub 点 Star
          </a>
        </div>
      </div>
    </div>
  );
}
