export const APP_CATEGORIES = ['全部', '数据库', '中间件', '开发工具', '可观测性', '协作与内容'] as const;
export type AppCategory = Exclude<(typeof APP_CATEGORIES)[number], '全部'>;

export interface OpenSourceApp {
  name: string;
  category: AppCategory;
  text: string;
  /** The project's official container image, for deploying from an image. */
  image: string;
}

/** Widely used open-source software that runs well on Rainbond from its image or Helm chart. */
export const OPEN_SOURCE_APPS: OpenSourceApp[] = [
  { name: 'MySQL', category: '数据库', text: '最常用的关系型数据库，适合作为业务系统的主库。', image: 'mysql:8.0' },
  { name: 'PostgreSQL', category: '数据库', text: '功能丰富的开源关系型数据库，支持 JSON 与多种扩展。', image: 'postgres:16' },
  { name: 'Redis', category: '数据库', text: '内存键值存储，常用作缓存、会话与简单队列。', image: 'redis:7' },
  { name: 'MongoDB', category: '数据库', text: '文档型数据库，适合结构灵活的数据。', image: 'mongo:7' },
  { name: 'RabbitMQ', category: '中间件', text: '基于 AMQP 的消息队列，带管理界面。', image: 'rabbitmq:3-management' },
  { name: 'Apache Kafka', category: '中间件', text: '高吞吐的分布式日志与消息流平台。', image: 'apache/kafka:3.7.0' },
  { name: 'Nacos', category: '中间件', text: '服务注册发现与配置中心，常见于 Spring Cloud Alibaba 项目。', image: 'nacos/nacos-server:v2.3.2' },
  { name: 'MinIO', category: '中间件', text: '兼容 S3 协议的对象存储服务。', image: 'minio/minio' },
  { name: 'GitLab', category: '开发工具', text: '代码托管、代码评审与 CI 一体化平台。', image: 'gitlab/gitlab-ce' },
  { name: 'Gitea', category: '开发工具', text: '轻量的自托管 Git 服务，资源占用小。', image: 'gitea/gitea' },
  { name: 'Jenkins', category: '开发工具', text: '插件丰富的持续集成服务器。', image: 'jenkins/jenkins:lts' },
  { name: 'SonarQube', category: '开发工具', text: '代码质量与安全问题的静态扫描平台。', image: 'sonarqube:community' },
  { name: 'Nexus Repository', category: '开发工具', text: 'Maven、npm 等制品的私有仓库。', image: 'sonatype/nexus3' },
  { name: 'Prometheus', category: '可观测性', text: '时序指标采集与告警系统。', image: 'prom/prometheus' },
  { name: 'Grafana', category: '可观测性', text: '指标、日志与链路数据的可视化面板。', image: 'grafana/grafana' },
  { name: 'Apache SkyWalking', category: '可观测性', text: '分布式链路追踪与应用性能监控。', image: 'apache/skywalking-oap-server' },
  { name: 'WordPress', category: '协作与内容', text: '广泛使用的网站与博客系统。', image: 'wordpress:6' },
  { name: 'Nextcloud', category: '协作与内容', text: '自托管的文件同步与协作平台。', image: 'nextcloud' },
];
