import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { startScriptsAfterFirstPaint } from './script-preloads.server';

async function through(chunks: string[], nonce?: string): Promise<string> {
  return text(Readable.from(chunks).pipe(startScriptsAfterFirstPaint(nonce)));
}

/** The preloads the starter script before `</body>` will insert. */
function startedPreloads(html: string): string[] | undefined {
  const call = /\}\)\((\[.*\])\)<\/script><\/body>/.exec(html)?.[1];
  return call ? JSON.parse(call) : undefined;
}

describe('startScriptsAfterFirstPaint', () => {
  it('takes the script preloads out of the head and makes the module script wait, with tags split between chunks', async () => {
    const html = await through(
      [
        '<html><head><link rel="stylesheet" href="/a.css"/><link rel="module',
        'preload" href="/a.js"/><link rel="modulepreload" href="/b.js" nonce="n1"/></he',
        'ad><body><p>page</p><script>window.data = 1</script><scr',
        'ipt nonce="n1" type="module" async="">import "/a.js";\nimport("/b.js")</scr',
        'ipt><p>after</p></bo',
        'dy></html>',
      ],
      'n1',
    );
    const [before, after] = html.split(/<script nonce="n1">\(function/);
    expect(before).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>page</p><script>window.data = 1</script>' +
        '<script nonce="n1" type="text/x-after-first-paint" async="">import "/a.js";\nimport("/b.js")</script><p>after</p>',
    );
    expect(after).toMatch(/<\/script><\/body><\/html>$/);
    expect(startedPreloads(html)).toEqual(['/a.js', '/b.js']);
  });

  it('keeps `<` of a preload path from opening a tag in the starter script', async () => {
    const html = await through(['<head><link rel="modulepreload" href="/a<b.js"/></head><body></body>']);
    expect(startedPreloads(html)).toEqual(['/a<b.js']);
    const starter = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
    expect(starter).not.toContain('<');
  });

  it('passes a page without scripts, or without a head, on unchanged', async () => {
    expect(await through(['<html><head></head><body>', 'x</body></html>'])).toBe(
      '<html><head></head><body>x</body></html>',
    );
    expect(await through(['<p>', 'no head', '</p>'])).toBe('<p>no head</p>');
  });

  it('starts the scripts of a stream cut before the end of the body at its end, and loses no text', async () => {
    const html = await through(['<head><link rel="modulepreload" href="/a.js"/></head><body>', 'half <b']);
    expect(html.startsWith('<head></head><body>half <b<script>(function')).toBe(true);
    expect(startedPreloads(`${html}</body>`)).toEqual(['/a.js']);
  });
});
