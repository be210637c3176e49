/** How Rainbond sits between what teams bring (code, images, charts) and where it runs (clusters); our own drawing. */
export function PlatformDiagram() {
  const sources = ['源代码', '容器镜像', 'Helm Chart', 'YAML'];
  const targets = ['公有云集群', '私有云集群', '边缘 / 信创集群'];
  return (
    <svg viewBox="0 0 720 220" role="img" aria-labelledby="platform-diagram-title" className="mx-auto mt-12 h-auto w-full max-w-3xl" width="720" height="220">
      <title id="platform-diagram-title">从源代码、镜像、Helm Chart 或 YAML 到 Rainbond，再部署到多个 Kubernetes 集群</title>
      {sources.map((label, index) => (
        <g key={label}>
          <rect x="10" y={14 + index * 50} width="150" height="38" rx="8" fill="#fff" stroke="#bcd6ff" />
          <text x="85" y={38 + index * 50} textAnchor="middle" fontSize="15" fill="#111827">
            {label}
          </text>
          <path d={`M160 ${33 + index * 50} C 210 ${33 + index * 50}, 220 110, 270 110`} fill="none" stroke="#93b7ee" strokeWidth="2" />
        </g>
      ))}
      <rect x="270" y="60" width="180" height="100" rx="14" fill="#1d64d8" />
      <text x="360" y="102" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">
        Rainbond
      </text>
      <text x="360" y="128" textAnchor="middle" fontSize="13" fill="#d9e8ff">
        构建 · 部署 · 运维 · 交付
      </text>
      {targets.map((label, index) => (
        <g key={label}>
          <path d={`M450 110 C 500 110, 510 ${50 + index * 60}, 560 ${50 + index * 60}`} fill="none" stroke="#93b7ee" strokeWidth="2" />
          <rect x="560" y={31 + index * 60} width="150" height="38" rx="8" fill="#eef5ff" stroke="#bcd6ff" />
          <text x="635" y={55 + index * 60} textAnchor="middle" fontSize="15" fill="#111827">
            {label}
          </text>
        </g>
      ))}
    </svg>
  );
}
