export const APP_CATEGORIES = ['全部', '数据库', '中间件', '开发工具', '可观测性', '协作与内容'] as const;
export type AppCategory = Exclude<(typeof APP_CATEGORIES)[number], '全部'>;

export interface OpenSourceApp {
  name: string;
  category: AppCategory;
  text: string;
}

/** Widely used open-source software that runs well on Rainbond from its image or Helm chart. */
export const OPEN_SOURCE_APPS: OpenSourceApp[] = [
  { name: 'MySQL', category: '数据库', text: '最常用的关系型数据库，适合作为业务系统的主库。' },
  { name: 'PostgreSQL', category: '数据库', text: '功能丰富的开源关系型数据库，支持 JSON 与多种扩展。' },
  { name: 'Redis', category: '数据库', text: '内存键值存储，常用作缓存、会话与简单队列。' },
  { name: 'MongoDB', category: '数据库', text: '文档型数据库，适合结构灵活的数据。' },
  { name: 'RabbitMQ', category: '中间件', text: '基于 AMQP 的消息队列，带管理界面。' },
  { name: 'Apache Kafka', category: '中间件', text: '高吞吐的分布式日志与消息流平台。' },
  { name: 'Nacos', category: '中间件', text: '服务注册发现与配置中心，常见于 Spring Cloud Alibaba 项目。' },
  { name: 'MinIO', category: '中间件', text: '兼容 S3 协议的对象存储服务。' },
  { name: 'GitLab', category: '开发工具', text: '代码托管、代码评审与 CI 一体化平台。' },
  { name: 'Gitea', category: '开发工具', text: '轻量的自托管 Git 服务，资源占用小。' },
  { name: 'Jenkins', category: '开发工具', text: '插件丰富的持续集成服务器。' },
  { name: 'SonarQube', category: '开发工具', text: '代码质量与安全问题的静态扫描平台。' },
  { name: 'Nexus Repository', category: '开发工具', text: 'Maven、npm 等制品的私有仓库。' },
  { name: 'Prometheus', category: '可观测性', text: '时序指标采集与告警系统。' },
  { name: 'Grafana', category: '可观测性', text: '指标、日志与链路数据的可视化面板。' },
  { name: 'Apache SkyWalking', category: '可观测性', text: '分布式链路追踪与应用性能监控。' },
  { name: 'WordPress', category: '协作与内容', text: '广泛使用的网站与博客系统。' },
  { name: 'Nextcloud', category: '协作与内容', text: '自托管的文件同步与协作平台。' },
];
