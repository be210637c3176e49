import { appendFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Warnings about a source file, printed once each as `file:line: message`. When RAINBOND_DIAGNOSTICS_FILE
 * is set (the compatibility harness), each is also appended there as a JSON line for its report.
 */
const seen = new Set<string>();

export type Level = 'warning' | 'error';

export function diagnose(level: Level, file: string, line: number, message: string): void {
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  const key = `${level}|${relative}|${line}|${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (level === 'warning') console.warn(`warn  ${relative}:${line}: ${message}`);
  else console.error(`error ${relative}:${line}: ${message}`);
  const report = process.env.RAINBOND_DIAGNOSTICS_FILE;
  if (report) appendFileSync(report, `${JSON.stringify({ level, file: relative, line, message })}\n`);
}

export const warn = (file: string, line: number, message: string) => diagnose('warning', file, line, message);
