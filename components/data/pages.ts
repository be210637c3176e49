import type { MarketingPageData } from './types';

const TRY_CTA = { label: '快速开始', to: '/docs/quick-start/getting-started' };
const CONTACT_CTA = { label: '了解企业版', to: '/enterprise_server' };

/** Content of the marketing pages built from the shared sections, keyed by page id. */
export const MARKETING_PAGES = {
  'app-ops': {
    eyebrow: '功能特性 · 自动化应用运维',
    title: '把运维经验沉淀成平台能力',
    lead: 'Rainbond 以应用为中心管理组件的构建、发布、伸缩和故障恢复。健康检查、自动伸缩、滚动升级和版本回滚都在控制台里点选完成，不必手写 Kubernetes 清单。',
    ctas: [TRY_CTA, { label: '阅读应用运维文档', to: '/docs/how-to-guides/app-ops' }],
    features: {
      title: '日常运维，一处完成',
      items: [
        {
          title: '健康检查与自愈',
          text: '为组件配置 TCP、HTTP 或命令行探针，实例异常时平台自动摘除流量并重启实例。',
          link: { label: '生命周期', to: '/docs/how-to-guides/app-ops/lifecycle' },
        },
        {
          title: '水平与垂直伸缩',
          text: '按 CPU、内存或自定义指标自动调整实例数，也可以随时手动调整实例的资源配额。',
          link: { label: '自动伸缩', to: '/docs/how-to-guides/app-ops/auto-scaling' },
        },
        { title: '版本与回滚', text: '每次构建都会留下可追溯的版本，发布出现问题时一键回滚到任意历史版本。' },
        {
          title: '环境变量与配置文件',
          text: '环境变量、配置文件和依赖注入的连接信息集中管理，修改后按需重启生效。',
          link: { label: '环境配置', to: '/docs/how-to-guides/app-ops/environment' },
        },
        {
          title: '持久化存储',
          text: '为有状态组件挂载共享存储或块存储，存储类型由集群提供的 StorageClass 决定。',
          link: { label: '存储', to: '/docs/how-to-guides/app-ops/storage' },
        },
        {
          title: '自动构建',
          text: '代码推送、镜像更新或 API 调用都能触发自动构建与部署，缩短从提交到上线的路径。',
          link: { label: '自动构建', to: '/docs/how-to-guides/app-ops/auto-build' },
        },
      ],
    },
    steps: {
      title: '一次典型的版本发布',
      items: [
        { title: '推送代码', text: 'Git 仓库的 Webhook 通知 Rainbond 有新的提交。' },
        { title: '自动构建', text: '平台识别语言并构建镜像，构建日志实时可见。' },
        { title: '滚动升级', text: '新实例通过健康检查后才接收流量，旧实例逐个下线。' },
        { title: '观察与回滚', text: '在监控面板确认效果，异常时回滚到上一个版本。' },
      ],
    },
    cta: { title: '从一个组件开始体验', text: '用一条命令在本机安装 Rainbond，十分钟内完成第一个应用的部署与运维。', ctas: [TRY_CTA] },
  },
  devops: {
    eyebrow: '功能特性 · 一体化 DevOps',
    title: '从源码到上线的一条流水线',
    lead: 'Rainbond 直接从 Git 仓库构建应用：自动识别 Java、Python、Go、Node.js、PHP 和静态网站，也支持 Dockerfile。构建、部署、测试环境和生产环境在同一个平台上衔接。',
    ctas: [TRY_CTA, { label: '源码构建文档', to: '/docs/how-to-guides/app-deploy/source-code' }],
    features: {
      title: '开发者关心的每个环节',
      items: [
        {
          title: '源码构建',
          text: '无需编写 Dockerfile，平台根据仓库中的构建文件判断语言和构建方式。',
          link: { label: 'Spring Boot 示例', to: '/docs/how-to-guides/app-deploy/source-code/springboot' },
        },
        {
          title: '镜像与 Helm 部署',
          text: '已有镜像、Helm Chart 或 Kubernetes YAML 都能直接导入为 Rainbond 应用。',
          link: { label: 'YAML 与 Helm', to: '/docs/how-to-guides/app-deploy/yaml-helm' },
        },
        { title: '多环境隔离', text: '用团队划分开发、测试和生产环境，同一个应用模板在不同环境中安装。' },
        {
          title: '对接现有 CI 工具',
          text: 'Jenkins、GitLab CI 等工具可以通过 API 或 Webhook 触发 Rainbond 构建。',
          link: { label: 'CI 工具集成', to: '/docs/reference/ci-tools' },
        },
        {
          title: 'GitOps',
          text: '以 Git 仓库作为部署来源，代码变更自动同步到运行环境。',
          link: { label: 'GitOps', to: '/docs/how-to-guides/app-deploy/gitops' },
        },
        { title: '构建日志与事件', text: '每一次构建和操作都有日志与事件记录，问题可以快速定位。' },
      ],
    },
    cta: { title: '让开发团队专注于代码', text: '构建、部署和环境管理交给平台，开发者提交代码即可看到运行结果。', ctas: [TRY_CTA] },
  },
  'multi-cluster': {
    eyebrow: '功能特性 · Kubernetes 多集群管理',
    title: '一个控制台管理多个 Kubernetes 集群',
    lead: '公有云、私有云、边缘机房里的集群都可以接入同一个 Rainbond 控制台。团队按集群分配资源，应用可以在集群之间迁移和复制。',
    ctas: [TRY_CTA, { label: '集群扩容与管理', to: '/docs/ops-guides/cluster-scale' }],
    features: {
      title: '多集群的统一视图',
      items: [
        {
          title: '对接已有集群',
          text: '通过 Helm 把 Rainbond 集群端安装到任意标准 Kubernetes 集群，再添加到控制台。',
          link: { label: 'Helm 安装', to: '/docs/installation/helm' },
        },
        { title: '按团队分配资源', text: '同一个团队可以开通多个集群，不同团队的资源和权限相互隔离。' },
        {
          title: '跨集群迁移',
          text: '借助应用模板与备份，把应用从一个集群复制或迁移到另一个集群。',
          link: { label: '备份与恢复', to: '/docs/ops-guides/backup-restore' },
        },
        { title: '统一监控', text: '各集群的节点、资源和应用状态集中展示，容量问题一目了然。', link: { label: '监控', to: '/docs/ops-guides/monitoring' } },
        {
          title: '混合架构',
          text: 'x86 与 Arm 节点可以出现在同一集群，平台按架构调度构建与运行。',
          link: { label: '多架构', to: '/docs/how-to-guides/localization-guide/multi-arch' },
        },
        { title: '离线环境', text: '没有公网的机房也可以离线安装集群并纳入管理。', link: { label: '离线安装', to: '/docs/installation/offline' } },
      ],
    },
    cta: { title: '把分散的集群管起来', text: '从接入第一个已有集群开始，逐步把多云和边缘环境纳入同一个平台。', ctas: [TRY_CTA, CONTACT_CTA] },
  },
  'service-mesh': {
    eyebrow: '功能特性 · 开箱即用的微服务治理',
    title: '不改代码的微服务治理',
    lead: 'Rainbond 用组件依赖描述服务之间的调用关系，并通过插件形式的 Sidecar 提供服务发现、负载均衡、限流熔断等治理能力，Spring Cloud、Dubbo 等框架可以原样运行。',
    ctas: [TRY_CTA, { label: '微服务部署指南', to: '/docs/how-to-guides/micro-service-deploy' }],
    features: {
      title: '服务治理能力',
      items: [
        {
          title: '依赖即服务发现',
          text: '在拓扑图里连接两个组件，调用方即可通过本地地址访问被依赖的服务。',
          link: { label: '组件依赖', to: '/docs/how-to-guides/app-ops/dependon' },
        },
        {
          title: 'Sidecar 插件',
          text: '网络治理插件以 Sidecar 方式注入，提供限流、熔断和流量路由。',
          link: { label: 'Sidecar', to: '/docs/how-to-guides/app-ops/sidecar' },
        },
        { title: '链路追踪', text: '通过插件接入 SkyWalking 等追踪系统，定位跨服务的性能瓶颈。', link: { label: '链路追踪', to: '/docs/reference/tracking' } },
        { title: '性能分析', text: '性能分析插件统计请求耗时与吞吐，帮助判断瓶颈所在。', link: { label: '性能分析', to: '/docs/reference/analysis' } },
        {
          title: '框架兼容',
          text: 'Spring Cloud、Dubbo 等自带注册中心的框架无需改造即可部署。',
          link: { label: 'Pig 示例', to: '/docs/how-to-guides/micro-service-deploy/pig-example' },
        },
        { title: '可视化拓扑', text: '应用拓扑图展示组件和依赖关系，服务状态实时可见。' },
      ],
    },
    cta: { title: '让微服务架构落地更轻松', text: '从一个 Spring Cloud 示例开始，体验依赖、插件与拓扑。', ctas: [TRY_CTA] },
  },
  'app-market': {
    eyebrow: '功能特性 · 云原生应用市场',
    title: '把应用打包成可复用、可交付的模板',
    lead: 'Rainbond 应用市场以应用模板（RAM）保存整个应用：组件、配置、依赖和存储一起发布。模板可以在企业内部共享，也可以导出为离线包交付给客户。',
    ctas: [
      { label: '应用商店', to: '/marketplace' },
      { label: '应用商店文档', to: '/docs/store/marketplace' },
    ],
    features: {
      title: '应用市场能做什么',
      items: [
        {
          title: '一键发布',
          text: '把运行中的应用发布为模板，带上版本号与说明。',
          link: { label: '应用模板', to: '/docs/how-to-guides/delivery/app-template' },
        },
        { title: '一键安装', text: '从市场选择模板安装到任意团队和集群，配置与依赖自动还原。', link: { label: '从商店安装', to: '/docs/store/install' } },
        {
          title: '版本升级',
          text: '模板发布新版本后，已安装的应用可以按需升级或回滚。',
          link: { label: '应用商店管理', to: '/docs/how-to-guides/app-ops/app-store-manage' },
        },
        {
          title: '离线交付',
          text: '模板导出为离线包，在无网络的客户环境导入安装。',
          link: { label: '离线交付', to: '/docs/how-to-guides/delivery/offline-delivery' },
        },
        { title: '对接 Helm 仓库', text: '添加 Helm 仓库后，Chart 可以像模板一样被浏览和安装。' },
        { title: '在线发布', text: '把应用发布到在线应用商店，供更多用户安装。', link: { label: '在线发布', to: '/docs/store/onLine/publish' } },
      ],
    },
    cta: { title: '复用你的应用', text: '把常用中间件和业务系统做成模板，新环境部署不再从零开始。', ctas: [{ label: '浏览精选应用', to: '/opensourceApps' }] },
  },
  marketplace: {
    eyebrow: '应用商店',
    title: '500+ 款应用，一键安装到你的集群',
    lead: 'Rainbond 应用商店汇集常用的中间件、数据库、开发工具与业务系统。应用以 Docker 镜像、Helm Chart 或 Rainbond 应用模板（RAM）的形式提供，可以在线安装，也可以离线交付。',
    ctas: [
      { label: '浏览精选应用', to: '/opensourceApps' },
      { label: '访问开源应用商店', to: 'https://hub.grapps.cn' },
    ],
    features: {
      title: '三种应用包，多种交付方式',
      items: [
        {
          title: 'Docker 镜像',
          text: '单个容器即可运行的应用，安装时自动识别端口、环境变量与存储。',
          link: { label: '镜像部署', to: '/docs/how-to-guides/app-deploy/image' },
        },
        {
          title: 'Helm Chart',
          text: '对接 Helm 仓库，Chart 安装后成为可在控制台管理的应用。',
          link: { label: 'Helm 部署', to: '/docs/how-to-guides/app-deploy/yaml-helm' },
        },
        {
          title: 'RAM 应用模板',
          text: '包含多个组件、依赖关系和配置的完整应用，一次安装整套系统。',
          link: { label: '应用模板', to: '/docs/how-to-guides/delivery/app-template' },
        },
        { title: '在线安装', text: '控制台连接应用商店后，选择应用与版本即可安装到指定团队。', link: { label: '从商店安装', to: '/docs/store/install' } },
        { title: '离线交付', text: '把应用导出为离线包，在无网络的客户环境中导入安装与升级。', link: { label: '离线交付', to: '/usescene/offlineDelivery' } },
        { title: '发布你的应用', text: '软件开发商可以把自己的产品发布到商店，供客户安装。', link: { label: '在线发布', to: '/docs/store/onLine/publish' } },
      ],
    },
    steps: {
      title: '适用场景',
      items: [
        { title: '快速搭建基础设施', text: '数据库、缓存、消息队列与代码仓库等基础服务按需安装，几分钟即可使用。' },
        { title: '企业内部复用', text: '把经过验证的应用发布到企业内部商店，各团队统一安装同一版本。' },
        { title: '向客户交付软件', text: '软件开发商用应用模板标准化交付，升级时只需推送新版本。' },
      ],
    },
    cta: {
      title: '看看客户如何使用应用商店',
      text: '用户案例中记录了企业用应用模板交付与复用应用的做法。',
      ctas: [
        { label: '用户案例', to: '/case' },
        { label: '联系我们', to: '/docs/support' },
      ],
    },
  },
  xinchuang: {
    eyebrow: '信创',
    title: '面向国产化环境的云原生应用管理',
    lead: 'Rainbond 支持在鲲鹏、飞腾、海光、龙芯等国产 CPU 和麒麟、统信 UOS、openEuler 等国产操作系统上运行，x86 与 Arm 节点可以混合组成集群，应用可以离线交付到隔离网络。',
    ctas: [{ label: '国产化适配指南', to: '/docs/how-to-guides/localization-guide' }, CONTACT_CTA],
    features: {
      title: '信创环境中的关键能力',
      items: [
        {
          title: '国产 CPU 与操作系统',
          text: '平台组件提供多架构镜像，可在主流国产芯片和操作系统上安装运行。',
          link: { label: '国产操作系统', to: '/docs/how-to-guides/localization-guide/domestic-os' },
        },
        {
          title: 'x86 与 Arm 混合集群',
          text: '同一集群中包含不同架构的节点，构建与调度按组件的架构自动匹配。',
          link: { label: '多架构支持', to: '/docs/how-to-guides/localization-guide/multi-arch' },
        },
        { title: '源码一次构建多架构', text: '源码构建可以产出不同架构的镜像，减少为每种架构分别维护流程的工作。' },
        {
          title: '离线交付',
          text: '应用模板导出为离线包，在无外网的信创环境中导入安装与升级。',
          link: { label: '离线交付', to: '/docs/how-to-guides/delivery/offline-delivery' },
        },
        {
          title: '应用平滑迁移',
          text: '按组件逐步把业务从 x86 迁移到国产架构，迁移过程中服务不中断。',
          link: { label: 'x86 迁移到 Arm', to: '/usescene/x86ToArm' },
        },
        { title: '离线安装平台', text: '平台本身也可以在完全离线的环境中安装。', link: { label: '离线安装', to: '/docs/installation/offline' } },
      ],
    },
    cta: { title: '规划你的信创迁移', text: '告诉我们你的芯片、操作系统和应用情况，我们一起制定迁移路径。', ctas: [CONTACT_CTA] },
  },
  enterprise_server: {
    eyebrow: '企业版',
    title: 'Rainbond 企业版：为规模化生产环境准备',
    lead: '企业版在开源版的全部能力之上，提供更完善的权限与审计、高可用部署、多集群治理和原厂技术支持，适合把 Rainbond 作为企业内部统一应用平台的团队。',
    ctas: [
      { label: '价格计算器', to: '/calculator' },
      { label: '服务与支持', to: '/server' },
    ],
    features: {
      title: '开源版与企业版',
      intro: '开源版适合个人和团队起步；当平台承载关键业务、需要合规与服务保障时，企业版提供更多保障。',
      items: [
        { title: '应用管理', text: '开源版与企业版都提供完整的源码构建、镜像与 Helm 部署、组件运维与应用市场。' },
        { title: '权限与审计', text: '企业版提供更细粒度的角色权限和操作审计，满足企业合规检查。' },
        {
          title: '高可用与容灾',
          text: '企业版提供控制台与集群端的高可用部署方案和备份恢复指导。',
          link: { label: '高可用安装', to: '/docs/installation/ui-ha' },
        },
        { title: '多集群治理', text: '集中管理多个地域与云厂商的集群，统一资源配额与监控告警。' },
        { title: '国产化适配', text: '面向信创环境的适配验证与交付支持。', link: { label: '信创', to: '/xinchuang' } },
        { title: '原厂技术支持', text: '专属支持渠道、问题响应承诺与版本升级协助。', link: { label: '服务与支持', to: '/server' } },
      ],
    },
    cta: {
      title: '评估企业版',
      text: '用价格计算器估算资源费用，或联系我们获取企业版演示与方案建议。',
      ctas: [
        { label: '打开价格计算器', to: '/calculator' },
        { label: '获取支持', to: '/docs/support' },
      ],
    },
  },
  server: {
    eyebrow: '服务与支持',
    title: '从安装到交付，有人和你一起',
    lead: '除了社区支持，我们为使用 Rainbond 的团队提供安装部署、平台运维、应用迁移和国产化适配等服务，帮助平台平稳承载业务。',
    ctas: [{ label: '获取支持', to: '/docs/support' }, CONTACT_CTA],
    features: {
      title: '服务内容',
      items: [
        { title: '安装与部署', text: '根据你的机房与网络条件设计安装方案，包括高可用与离线环境。', link: { label: '安装文档', to: '/docs/installation' } },
        { title: '应用迁移', text: '评估现有应用，把传统部署或虚拟机上的业务迁移到 Rainbond。' },
        { title: '运维保障', text: '监控告警、备份恢复和版本升级的规划与协助。', link: { label: '运维指南', to: '/docs/ops-guides' } },
        { title: '国产化适配', text: '在国产芯片与操作系统上完成平台与应用的适配验证。', link: { label: '信创', to: '/xinchuang' } },
        { title: '培训', text: '面向开发与运维团队的平台使用培训，帮助团队快速上手。' },
        { title: '社区支持', text: '在 GitHub 提交 Issue，或在社区交流群中与维护者和其他用户讨论。', link: { label: '社区与支持', to: '/docs/support' } },
      ],
    },
    cta: {
      title: '需要帮助？',
      text: '先看看常见问题和故障排查，多数问题都能在文档里找到答案。',
      ctas: [
        { label: '常见问题', to: '/docs/faq' },
        { label: '故障排查', to: '/docs/troubleshooting' },
      ],
    },
  },
  partners: {
    eyebrow: '合作伙伴',
    title: '与伙伴一起交付云原生应用',
    lead: 'Rainbond 与软件开发商、系统集成商和云服务商合作，把应用模板、离线交付和国产化能力带到更多行业客户。',
    ctas: [{ label: '了解应用交付', to: '/usescene/EnterpriseDeliveryOne' }, CONTACT_CTA],
    features: {
      title: '合作方式',
      items: [
        {
          title: '软件开发商（ISV）',
          text: '把产品打包为 Rainbond 应用模板，在客户环境中标准化安装与升级。',
          link: { label: '企业交付场景', to: '/usescene/EnterpriseDeliveryTwo' },
        },
        { title: '系统集成商', text: '以 Rainbond 作为项目中的应用平台，统一管理多家厂商交付的系统。' },
        { title: '云与硬件厂商', text: '在云平台与国产硬件上完成适配，为客户提供开箱即用的应用平台。', link: { label: '信创', to: '/xinchuang' } },
        { title: '应用上架', text: '把开源或商业应用发布到应用商店，让更多用户一键安装。', link: { label: '在线发布', to: '/docs/store/onLine/publish' } },
        { title: '技术共建', text: '参与 Rainbond 开源项目的代码与文档贡献。', link: { label: '参与贡献', to: '/docs/contribution' } },
        { title: '联合方案', text: '围绕具体行业场景共同设计解决方案与交付流程。', link: { label: '用户案例', to: '/case' } },
      ],
    },
    cta: { title: '成为合作伙伴', text: '欢迎通过 GitHub 或社区渠道与我们联系，介绍你的产品与合作设想。', ctas: [{ label: '联系社区', to: '/docs/support' }] },
  },
} satisfies Record<string, MarketingPageData>;

export type MarketingPageId = keyof typeof MARKETING_PAGES;
