import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const BODY_END = '</body>';
const SCRIPT_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"/;
// The module script stays where React rendered it (hydration expects it there), with a type that
// does not run: the starter runs a copy of it.
const WAITING_TYPE = 'text/x-after-first-paint';
// The head of a page is a few KB; anything longer is passed on as it is.
const MOST_BUFFERED = 512 * 1024;
/**
 * The longest the scripts wait for the first paint once the body has arrived. On Lighthouse's slow 4G
 * the stylesheet comes one round trip (0.6 s) after the body, and the paint follows; a page that has
 * not painted a second after its body is held up by something the scripts cannot mend.
 */
export const STARTER_MOST_WAIT_MS = 1000;

/**
 * How many preloads the starter inserts in one task. Inserting an element that fetches costs the
 * main thread a few tenths of a millisecond to a millisecond and a half here (up to 3 ms while a trace
 * records it), several times that on a phone; the page's 12-16 preloads and its module script (whose
 * insertion compiles it) in one task made a long task of their own right after the first paint.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * Runs in the browser with the page's script preloads: once the browser reports the page's first
 * contentful paint, inserts them, PRELOADS_PER_TASK in a task, and in the task after the last of them
 * a running copy of the waiting module script (where paint timing is missing: after the first frame; an
 * observer of an entry type the browser does not know would wait silently, hence the check of
 * `supportedEntryTypes`). A hidden page paints nothing, so there they start at once. The scripts
 * wait at most STARTER_MOST_WAIT_MS after the body has arrived, for a page whose paint is held up (a
 * stylesheet stuck on a bad line) or paints no content.
 */
const STARTER = `(function(p){var d=document,n=d.currentScript&&d.currentScript.nonce,go=function(){if(go.done)return;go.done=1;var i=0,next=function(){for(var e=Math.min(i+${PRELOADS_PER_TASK},p.length);e>i;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}setTimeout(p.length>i?next:run,0)},run=function(){var w=d.querySelector('script[type="${WAITING_TYPE}"]');if(w){var m=d.createElement('script');m.type='module';if(n)m.nonce=n;m.textContent=w.textContent;d.body.appendChild(m)}};next()};if(d.visibilityState==='hidden')go();else{var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${STARTER_MOST_WAIT_MS})}})`;

/**
 * Starts a page's scripts after its first paint. React Router's <Scripts> preloads the
 * route modules (React puts those links into the head, where Chromium holds the first paint until
 * they have arrived) and imports them in a module script at the end of the body. The page is fully
 * server-rendered and the scripts only hydrate it, so they wait until the html, the styles and the
 * main image (high priority, in the first screen) are painted: on a slow line those no longer share
 * it with about 140 KB of script, and Lighthouse no longer counts the scripts' bytes towards the
 * largest paint when they happen to be asked for before it. This takes the preloads out of the
 * head, gives the module script a type that does not run, and puts a small script before `</body>`
 * that inserts the preloads and a running copy of the module script after the paint.
 */
export function startScriptsAfterFirstPaint(nonce: string | undefined): Transform {
  let head = '';
  let headDone = false;
  const preloads: string[] = [];
  let moduleScriptSeen = false;
  let starterWritten = false;
  // Body text held back: a tag that may be split between chunks.
  let pending = '';

  const starter = () => {
    starterWritten = true;
    if (preloads.length === 0 && !moduleScriptSeen) return '';
    // Inside a script element, `<` must not open a tag (`</script>` would end it).
    const paths = JSON.stringify(preloads).replace(/</g, '\\u003c');
    return `<script${nonce ? ` nonce="${nonce}"` : ''}>${STARTER}(${paths})</script>`;
  };

  /** The body as it streams, its module script waiting, the starter put in before `</body>`. */
  const passBody = (text: string): string => {
    pending += text;
    if (starterWritten) {
      const all = pending;
      pending = '';
      return all;
    }
    if (!moduleScriptSeen) {
      const before = pending;
      pending = pending.replace(MODULE_SCRIPT, `<script$1type="${WAITING_TYPE}"`);
      moduleScriptSeen = pending !== before;
    }
    const bodyEnd = pending.indexOf(BODY_END);
    if (bodyEnd !== -1) {
      const out = pending.slice(0, bodyEnd) + starter() + pending.slice(bodyEnd);
      pending = '';
      return out;
    }
    // Keep back a tag that is not closed yet: it may be the module script's or `</body>`.
    const lastOpen = pending.lastIndexOf('<');
    const keep = lastOpen !== -1 && !pending.includes('>', lastOpen) ? pending.length - lastOpen : 0;
    const out = pending.slice(0, pending.length - keep);
    pending = pending.slice(pending.length - keep);
    return out;
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (!headDone) {
        head += String(chunk);
        const end = head.indexOf(HEAD_END);
        if (end === -1 && head.length < MOST_BUFFERED) return callback();
        headDone = true;
        const cut = end === -1 ? 0 : end;
        for (const link of head.slice(0, cut).match(SCRIPT_PRELOAD) ?? []) {
          const href = HREF.exec(link)?.[1];
          if (href && !preloads.includes(href)) preloads.push(href);
        }
        const rest = head.slice(0, cut).replace(SCRIPT_PRELOAD, '') + head.slice(cut);
        head = '';
        return callback(null, passBody(rest));
      }
      callback(null, passBody(String(chunk)));
    },
    // A stream that ends without `</body>` (a render cut short) still starts its scripts at its end.
    flush(callback) {
      if (!headDone) return callback(null, head);
      callback(null, pending + (starterWritten ? '' : starter()));
    },
  });
}
