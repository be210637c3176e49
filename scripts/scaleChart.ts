/** One build of `npm run bench -- scale`: the tree's size and what its cold build cost. */
export interface ScaleRun {
  factor: number;
  pages: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakMB: number;
  msPerPage: number;
}

interface Panel {
  title: string;
  unit: string;
  series: { name: string; color: string; value: (run: ScaleRun) => number }[];
}

const PANELS: Panel[] = [
  {
    title: 'Cold build time',
    unit: 's',
    series: [
      { name: 'wall', color: '#2563eb', value: (run) => run.wallSeconds },
      { name: 'CPU', color: '#16a34a', value: (run) => run.cpuSeconds },
    ],
  },
  { title: 'Peak memory', unit: 'MiB', series: [{ name: 'peak RSS', color: '#dc2626', value: (run) => run.peakMB }] },
];

const WIDTH = 420;
const HEIGHT = 300;
const PAD = { left: 56, right: 16, top: 36, bottom: 44 };

/** A round step for about five grid lines up to `max`. */
function step(max: number): number {
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function panel({ title, unit, series }: Panel, runs: ScaleRun[], left: number): string {
  const maxPages = Math.max(...runs.map((run) => run.pages));
  // The dashed lines grow linearly from the smallest tree: a cost above its line grows faster than the pages.
  const first = runs[0];
  const maxValue = Math.max(...series.flatMap((line) => runs.map((run) => Math.max(line.value(run), (line.value(first) * run.pages) / first.pages))));
  const yStep = step(maxValue);
  const yMax = Math.ceil(maxValue / yStep) * yStep;
  const xStep = step(maxPages);
  const xMax = Math.ceil(maxPages / xStep) * xStep;
  const x = (pages: number) => left + PAD.left + (pages / xMax) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / yMax) * (HEIGHT - PAD.top - PAD.bottom);
  const parts = [`<text x="${left + WIDTH / 2}" y="20" text-anchor="middle" font-weight="bold">${xmlText(title)} (${unit})</text>`];
  for (let value = 0; value <= yMax; value += yStep) {
    parts.push(`<line x1="${x(0)}" x2="${x(xMax)}" y1="${y(value)}" y2="${y(value)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${x(0) - 6}" y="${y(value) + 4}" text-anchor="end">${value}</text>`);
  }
  for (let pages = 0; pages <= xMax; pages += xStep) parts.push(`<text x="${x(pages)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">${pages}</text>`);
  parts.push(`<text x="${left + WIDTH / 2}" y="${HEIGHT - 8}" text-anchor="middle">pages</text>`);
  series.forEach((line, index) => {
    const points = runs.map((run) => `${x(run.pages).toFixed(1)},${y(line.value(run)).toFixed(1)}`).join(' ');
    const linear = `${x(first.pages).toFixed(1)},${y(line.value(first)).toFixed(1)} ${x(maxPages).toFixed(1)},${y((line.value(first) * maxPages) / first.pages).toFixed(1)}`;
    parts.push(`<polyline points="${linear}" fill="none" stroke="${line.color}" stroke-dasharray="4 4" opacity="0.6"/>`);
    parts.push(`<polyline points="${points}" fill="none" stroke="${line.color}" stroke-width="2"/>`);
    for (const run of runs) parts.push(`<circle cx="${x(run.pages).toFixed(1)}" cy="${y(line.value(run)).toFixed(1)}" r="3" fill="${line.color}"/>`);
    parts.push(`<text x="${x(0) + 8}" y="${PAD.top + 14 + index * 14}" fill="${line.color}">${xmlText(line.name)}</text>`);
  });
  return parts.join('\n');
}

/** The scale bench as an SVG: time and memory against pages, each beside the straight line of linear growth from the smallest tree. */
export function scaleChart(runs: ScaleRun[]): string {
  const sorted = [...runs].sort((a, b) => a.pages - b.pages);
  const body = PANELS.map((one, index) => panel(one, sorted, index * WIDTH)).join('\n');
  const lines = sorted.map(
    (run) => `${run.factor}×: ${run.pages} pages, ${run.wallSeconds} s wall, ${run.cpuSeconds} s CPU, ${run.msPerPage} ms/page, ${run.peakMB} MiB`,
  );
  const captions = [...lines, 'dashed: linear growth from the smallest tree']
    .map((line, index) => `<text x="16" y="${HEIGHT + 14 + index * 14}" fill="${index === lines.length ? '#9ca3af' : '#4b5563'}">${xmlText(line)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * PANELS.length}" height="${HEIGHT + 24 + lines.length * 14}" font-family="sans-serif" font-size="11">
<title>Cold build time and peak memory against pages, npm run bench -- scale</title>
<rect width="100%" height="100%" fill="#fff"/>
${body}
${captions}
</svg>
`;
}
