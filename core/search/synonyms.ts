/**
 * Latin terms that name one thing in several spellings. Each spelling, as a sequence of lower-case words,
 * becomes the canonical token at index and query time alike, so `Node.js`, `nodejs` and `node js` meet.
 */
export interface Synonym {
  canonical: string;
  spellings: string[][];
  /** Broader terms a page using this one is also found by (an OpenAPI page answers "api"); index side only. */
  broader?: string[];
}

export const SYNONYMS: Synonym[] = [
  { canonical: 'nodejs', spellings: [['node', 'js'], ['nodejs'], ['node.js']] },
  { canonical: 'springboot', spellings: [['spring', 'boot'], ['springboot'], ['spring-boot']] },
  { canonical: 'springcloud', spellings: [['spring', 'cloud'], ['springcloud'], ['spring-cloud']] },
  { canonical: 'kubernetes', spellings: [['k8s'], ['kubernetes']] },
  { canonical: 'golang', spellings: [['golang'], ['go']] },
  { canonical: 'dotnet', spellings: [['.net', 'core'], ['.net'], ['net', 'core'], ['netcore'], ['dotnet'], ['asp.net', 'core'], ['asp.net']] },
  { canonical: 'dockercompose', spellings: [['docker', 'compose'], ['docker-compose'], ['dockercompose']] },
  { canonical: 'openapi', spellings: [['open', 'api'], ['openapi']], broader: ['api'] },
  { canonical: 'servicemesh', spellings: [['service', 'mesh'], ['servicemesh'], ['service-mesh']] },
  { canonical: 'postgresql', spellings: [['postgresql'], ['postgres'], ['pgsql']] },
  { canonical: 'javascript', spellings: [['javascript'], ['ecmascript']] },
  { canonical: 'gitlab', spellings: [['gitlab'], ['git', 'lab']] },
  { canonical: 'github', spellings: [['github'], ['git', 'hub']] },
  { canonical: 'kubevirt', spellings: [['kubevirt'], ['kube', 'virt']] },
  { canonical: 'webhook', spellings: [['webhook'], ['web', 'hook'], ['webhooks']] },
  { canonical: 'yaml', spellings: [['yaml'], ['yml']] },
  { canonical: 'arm64', spellings: [['arm64'], ['aarch64'], ['arm']] },
  { canonical: 'amd64', spellings: [['amd64'], ['x86_64'], ['x86']] },
];

/**
 * Chinese names of things the docs also write in Latin letters: a query in one finds pages in the other.
 * Query side only; each maps to a canonical Latin token.
 */
export const CHINESE_NAMES: Record<string, string> = {
  服务网格: 'servicemesh',
  容器编排: 'kubernetes',
};

/** The reverse: Latin words readers type for what the docs write in Chinese. Query side only. */
export const LATIN_NAMES: Record<string, string[]> = {
  token: ['令牌'],
  migrate: ['迁移'],
  migration: ['迁移'],
  import: ['导入'],
  export: ['导出'],
  existing: ['已有'],
  install: ['安装'],
  uninstall: ['卸载'],
  upgrade: ['升级'],
  backup: ['备份'],
  restore: ['恢复'],
  deploy: ['部署'],
  build: ['构建'],
  log: ['日志'],
  logs: ['日志'],
  domain: ['域名'],
  certificate: ['证书'],
  cert: ['证书'],
  storage: ['存储'],
  volume: ['存储'],
  gateway: ['网关'],
  cluster: ['集群'],
  node: ['节点'],
  team: ['团队'],
  component: ['组件'],
  workload: ['工作负载'],
  workloads: ['工作负载'],
  password: ['密码'],
  offline: ['离线'],
  monitor: ['监控'],
  monitoring: ['监控'],
  alert: ['告警'],
  plugin: ['插件'],
};

/** Everyday words readers type for what the docs write more formally (装 → 安装). Query side only. */
export const READER_WORDS: Record<string, string[]> = {
  装: ['安装'],
  删掉: ['删除'],
  删了: ['删除'],
  新建: ['创建'],
  扩: ['扩容'],
  改成: ['修改'],
  报警: ['告警'],
  商店: ['市场'],
  市场: ['商店'],
  健康检查: ['健康检测'],
  健康检测: ['健康检查'],
  数据卷: ['存储'],
  卷: ['存储'],
  机器: ['节点', '服务器'],
  内网: ['离线'],
  没网: ['离线'],
  共用: ['共享'],
  外网: ['公网'],
  换: ['更换', '替换'],
  服务器: ['节点'],
};
