import { Transform } from 'node:stream';

const HEAD_END = '</head>';
// The head of a page is a few KB; anything longer is passed on as it is.
const MOST_BUFFERED = 512 * 1024;

/**
 * Lets a page's script preloads wait for what the first paint needs (issue #16). React Router's
 * <Scripts> preloads the route modules, and React puts those links into the head, where browsers
 * fetch them at high priority beside the stylesheets and the main image. The page is fully
 * server-rendered, so scripts only bring hydration: marked `fetchpriority="low"`, they come after
 * the styles and the largest image instead of sharing the line with them.
 */
export function lowerScriptPreloadPriority(): Transform {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += String(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1 && head.length < MOST_BUFFERED) return callback();
      done = true;
      const cut = end === -1 ? head.length : end;
      const rewritten = head
        .slice(0, cut)
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      callback(null, rewritten + head.slice(cut));
      head = '';
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}
