import type { Cta, FeatureItem } from './types';

export const QUICK_INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

export const HOME = {
  title: 'Rainbond：不用懂 Kubernetes 的云原生应用管理平台',
  lead: '从源代码、镜像、Helm Chart 或 YAML 部署应用，在一个控制台里管理团队、集群、网关、应用市场和插件。开源、可离线、支持国产化环境。',
  ctas: [
    { label: '快速开始', to: '/docs/quick-start/getting-started' },
    { label: '阅读文档', to: '/docs' },
  ] satisfies Cta[],
  deploy: {
    title: '四种方式把应用搬上平台',
    items: [
      {
        title: '源代码',
        text: '填写 Git 仓库地址，平台识别 Java、Python、Go、Node.js、PHP 与静态网站并自动构建。',
        link: { label: '源码构建', to: '/docs/how-to-guides/app-deploy/source-code' },
      },
      {
        title: '容器镜像',
        text: '输入镜像地址或 docker run 命令，端口、环境变量和存储自动识别。',
        link: { label: '镜像部署', to: '/docs/how-to-guides/app-deploy/image' },
      },
      {
        title: 'Helm Chart',
        text: '添加 Helm 仓库或上传 Chart，安装后转换为可管理的 Rainbond 应用。',
        link: { label: 'Helm 部署', to: '/docs/how-to-guides/app-deploy/yaml-helm' },
      },
      {
        title: 'Kubernetes YAML',
        text: '上传现有的 YAML 清单，工作负载、配置和服务被识别为组件。',
        link: { label: 'YAML 导入', to: '/docs/how-to-guides/app-deploy/yaml-helm' },
      },
    ] satisfies FeatureItem[],
  },
  manage: {
    title: '平台管理能力',
    items: [
      { title: '团队', text: '以团队划分环境与权限，成员按角色协作。' },
      { title: '集群', text: '一个控制台接入多个 Kubernetes 集群。', link: { label: '多集群管理', to: '/feature/multi-cluster' } },
      { title: '网关', text: '内置网关配置 HTTP、TCP 规则与证书。', link: { label: '证书自动签发', to: '/docs/how-to-guides/app-ops/cert-manager' } },
      { title: '应用市场', text: '把应用发布为模板，复用与交付。', link: { label: '应用市场', to: '/feature/app-market' } },
      { title: '插件', text: '以插件扩展性能分析、网络治理与日志能力。', link: { label: 'Sidecar 插件', to: '/docs/how-to-guides/app-ops/sidecar' } },
      { title: '离线与信创', text: '离线安装与交付，支持国产芯片与操作系统。', link: { label: '信创', to: '/xinchuang' } },
    ] satisfies FeatureItem[],
  },
  editions: {
    title: '开源版与企业版',
    items: [
      {
        title: '开源版',
        text: '源代码在 GitHub 公开，功能完整，适合个人与团队自主部署和使用，社区提供支持。',
        link: { label: '安装开源版', to: '/docs/installation' },
      },
      {
        title: '企业版',
        text: '增加权限审计、高可用、多集群治理与原厂技术支持，适合承载关键业务的企业平台。',
        link: { label: '了解企业版', to: '/enterprise_server' },
      },
    ] satisfies FeatureItem[],
  },
  users: {
    title: '他们在用 Rainbond',
    intro: '制造、能源、教育、软件服务等行业的团队用 Rainbond 管理应用与交付软件。',
    cta: { label: '查看用户案例', to: '/case' } satisfies Cta,
  },
  community: {
    title: '加入社区',
    text: 'Rainbond 由社区与好雨科技共同维护。欢迎提交 Issue、改进文档或贡献代码。',
    ctas: [
      { label: '参与贡献', to: '/docs/contribution' },
      { label: '阅读博客', to: '/blog' },
    ] satisfies Cta[],
  },
};
