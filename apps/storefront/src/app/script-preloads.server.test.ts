import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { moveScriptPreloadsToBodyEnd } from './script-preloads.server';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks).pipe(moveScriptPreloadsToBodyEnd()));
}

describe('moveScriptPreloadsToBodyEnd', () => {
  it('moves the head’s script preloads before </body> at low priority, with tags split between chunks', async () => {
    const html = await through([
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="module',
      'preload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></he',
      'ad><body><p>page</p><script type="module">import "/a.js"</script></bo',
      'dy></html>',
    ]);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>page</p><script type="module">import "/a.js"</script>' +
        '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/>' +
        '</body></html>',
    );
  });

  it('passes a page without script preloads, or without a head, on unchanged', async () => {
    expect(await through(['<html><head></head><body>', 'x</body></html>'])).toBe(
      '<html><head></head><body>x</body></html>',
    );
    expect(await through(['<p>', 'no head', '</p>'])).toBe('<p>no head</p>');
  });

  it('drops the preloads of a stream cut before the end of the body, and loses no text', async () => {
    expect(await through(['<head><link rel="modulepreload" href="/a.js"/></head><body>', 'half'])).toBe(
      '<head></head><body>half',
    );
  });
});
