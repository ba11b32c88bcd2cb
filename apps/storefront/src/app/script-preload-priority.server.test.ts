import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './script-preload-priority.server';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerScriptPreloadPriority()));
}

describe('lowerScriptPreloadPriority', () => {
  it('marks the head’s script preloads low priority, even when a tag is split between chunks', async () => {
    const html = await through([
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="module',
      'preload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></he',
      'ad><body><link rel="modulepreload" href="/c.js"/></body></html>',
    ]);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body><link rel="modulepreload" href="/c.js"/></body></html>',
    );
  });

  it('passes a document without a head on unchanged', async () => {
    expect(await through(['<p>', 'no head', '</p>'])).toBe('<p>no head</p>');
  });
});
