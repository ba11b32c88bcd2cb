import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { apiPath } from '../src/paths.js';

const BENCHMARKS = apiPath('../../docs/BENCHMARKS.md');

/**
 * Replaces the section between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->` in
 * docs/BENCHMARKS.md (appending it when missing), so each benchmark rewrites only its own figures.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${escapeRegExp(start)}[\\s\\S]*?${escapeRegExp(end)}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCHMARKS, next);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function machineLine(): string {
  return `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}
