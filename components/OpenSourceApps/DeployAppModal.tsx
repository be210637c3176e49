import { Modal } from '../../theme/components/Modal';
import { SiteLink } from '../../theme/components/SiteLink';
import type { OpenSourceApp } from '../data/openSourceApps';

/** How to run one app on Rainbond; the confirm button copies its image (a clipboard write may take a moment). */
export function DeployAppModal({ app, onCopy, onClose }: { app: OpenSourceApp; onCopy: (image: string) => Promise<void>; onClose: () => void }) {
  return (
    <Modal
      title={`在 Rainbond 上部署 ${app.name}`}
      cancel={{ label: '关闭' }}
      confirm={{ label: '复制镜像地址', run: () => onCopy(app.image) }}
      onClose={onClose}
      testId="deploy-modal"
    >
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          从应用市场安装：在团队视图点击 <strong>新建应用 → 从应用市场安装</strong>，搜索 {app.name} 并选择版本，适合需要多个组件配合的完整安装，详见
          <SiteLink to="/docs/store/install" className="text-brand-600 hover:underline">
            从云原生应用市场安装应用
          </SiteLink>
          。
        </li>
        <li>
          从镜像部署：点击 <strong>新建应用 → 从镜像构建 → 指定镜像</strong>，填写官方镜像{' '}
          <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-sm text-ink">{app.image}</code>
          ，平台会识别镜像中声明的端口与存储目录。
        </li>
      </ol>
    </Modal>
  );
}
