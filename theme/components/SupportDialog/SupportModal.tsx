import { REPO } from '../../../core/data/site';
import { SUPPORT_DIALOG_WIDTH_PX } from '../../logic/constants';
import { Modal } from '../Modal';

/** The dialog itself, in its own chunk: few readers ever see it. */
export default function SupportModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="支持 Rainbond"
      cancel={{ label: '下次再说' }}
      confirm={{ label: '去 GitHub 点 Star', href: REPO.github }}
      onClose={onClose}
      maxWidth={SUPPORT_DIALOG_WIDTH_PX}
      testId="support-dialog"
    >
      Rainbond 是一个开源项目。如果它帮你节省了时间，欢迎到 GitHub 给我们点一个 Star：这是对社区最直接的鼓励，也能让更多人发现 Rainbond。
    </Modal>
  );
}
