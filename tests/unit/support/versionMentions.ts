import type { RainbondRelease } from '../../../core/data/releases';

/** A Rainbond version named in a text, with the 1-based line it is on. */
export interface VersionMention {
  /** As written, e.g. "V6.4.1", "5.x", "Rainbond 6". */
  text: string;
  /** The release it stands for: "5.8" and "5.x" mean 5.8.0 and 5.0.0. */
  version: string;
  line: number;
}

/**
 * Which numbers in Chinese prose are Rainbond versions. Prose names them as "5.8 版本", "v5.16",
 * "V6.4.1", "Rainbond 5.17", "6.x", "Rainbond V6". Kubernetes, Helm, Go, MySQL or Redis versions
 * look the same ("Redis 6.2", "MySQL 5.7"), so a number counts only when:
 * - its major is 5 or 6 (Rainbond's line since 2018; 3.x only right after the word Rainbond), and
 * - the word before it is "Rainbond" or nothing Latin at all (Chinese text or punctuation), so
 *   "Redis 6.2" is left alone; a "v"/"V" glued to it must not itself end a word ("IPv6"), and
 * - a bare major ("V6", "Rainbond 6") has the V prefix or the word Rainbond, and
 * - it is not a quantity (followed by %, 倍, GB, 核, 秒 ...), a part of a longer number or path; a
 *   tag suffix ("v5.5.0-dind") and a patch wildcard ("6.3.x") are allowed.
 * Code blocks, inline code and link targets are skipped: image tags and URLs are not prose.
 */
const TOKEN =
  /(?<![\w./-])([vV]?)(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?(?![\w.%/]|-\d|\s*(?:%|倍|GB|MB|KB|G\b|M\b|核|秒|毫秒|分钟|小时|天|个|台|万|亿|元|年|月|日|号))/g;
const LATIN_WORD_BEFORE = /([A-Za-z][\w+#-]*)\s*$/;

function stripNonProse(line: string): string {
  return line
    .replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
    .replace(/\]\([^)]*\)/g, (target) => ' '.repeat(target.length))
    .replace(/https?:\/\/\S+/g, (url) => ' '.repeat(url.length));
}

export function versionMentions(markdown: string): VersionMention[] {
  const mentions: VersionMention[] = [];
  let inFence = false;
  markdown.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const line = stripNonProse(raw);
    for (const match of line.matchAll(TOKEN)) {
      const [text, prefix, majorText, minorText, patchText] = match;
      const major = Number(majorText);
      const before = line.slice(0, match.index);
      const word = LATIN_WORD_BEFORE.exec(before)?.[1];
      const afterRainbond = word !== undefined && /^rainbond$/i.test(word);
      if (word !== undefined && !afterRainbond) continue;
      if (major === 3 ? !afterRainbond : major !== 5 && major !== 6) continue;
      if (minorText === undefined && !prefix && !afterRainbond) continue;
      if (minorText === undefined && prefix && /[A-Za-z]$/.test(before)) continue;
      const minor = minorText === undefined || minorText === 'x' ? 0 : Number(minorText);
      mentions.push({ text: text.trim(), version: `${major}.${minor}.${patchText === undefined || patchText === 'x' ? 0 : patchText}`, line: index + 1 });
    }
  });
  return mentions;
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return left[i] - right[i];
  return 0;
}

/** The day a version came out; a "5.8" mention is 5.8.0. Undefined when no such release exists. */
export function releaseDate(version: string, releases: readonly RainbondRelease[]): string | undefined {
  return releases.find((release) => compareVersions(release.version, version) === 0)?.date;
}

/** Mentions of versions released after `date` (YYYY-MM-DD) or never released, as "line N: text (…)". */
export function anachronisms(markdown: string, date: string, releases: readonly RainbondRelease[]): string[] {
  return versionMentions(markdown).flatMap((mention) => {
    const released = releaseDate(mention.version, releases);
    if (released === undefined) return [`line ${mention.line}: ${mention.text} (no Rainbond ${mention.version} release)`];
    if (released > date) return [`line ${mention.line}: ${mention.text} (Rainbond ${mention.version}, released ${released})`];
    return [];
  });
}
