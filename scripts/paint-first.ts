/**
 * Paint first, then fetch the JavaScript: a layer of the production server (scripts/serve.ts) that changes when
 * a server-rendered page asks for its scripts.
 *
 * Next writes every script a page needs as `<script src="/_next/static/…" async="">` (the chunks in the head,
 * React's bootstrap after the body). The browser fetches those at once, in parallel with the stylesheet and the
 * fonts the first paint waits for, and runs each the moment it arrives, in the middle of parsing if need be. On a
 * phone on a slow network that means the first paint shares its bandwidth with ~150 KB of script, and on a fast
 * network with a slow CPU the scripts run before anything is painted. Our pages are complete HTML without the
 * script (links are plain anchors, forms post), so nothing needs it before the first paint.
 *
 * So each such tag is rewritten into an inert marker, `<script type="text/plain" data-after-paint="…">` (a script
 * of an unknown type is neither fetched nor run), and a small loader, placed first in the head, turns the markers
 * back into real async scripts, in document order, once the browser reports its first contentful paint. Markers
 * the parser adds later (a page still streaming, or a paint in the middle of parsing) are picked up as they come.
 * If no paint is coming (a page opened in a background tab) the scripts load at once; where the browser has no
 * paint timing, after the next frame; and in any case after LOADER_FALLBACK_MS.
 *
 * Account pages are left alone (see `decide` below): their content comes from the API once the JavaScript runs;
 * the exceptions, pages that paint their content from the HTML (lib/paint-first.ts), come marked by the proxy.
 * Only HTML is touched, only these exact tags, and the same page always comes out the same, so Next's ETag still
 * identifies the body. Install it after the origin cache and the compression (which holds the headers back until
 * the first byte): it must be the layer closest to Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sharedLifetime, toBuffer } from './http-headers';
import { HYDRATED_ATTRIBUTE } from '../lib/hydrated';
import { LOADER_HOLD, PAINT_FIRST_HEADER } from '../lib/paint-first';

/** The tag Next writes for each script a page loads; `async=""` is how React renders the attribute. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_OPEN = '<script src="';
const HEAD_OPEN = '<head>';
const CHARSET = /^<meta charset="?[\w-]+"?\s*\/?>/i;
/** A rewritable tag is a few hundred bytes: an opening `<script src="` that has not closed after this many is not one. */
const MAX_HELD_BACK = 1024;
/** The global the loader sets on a page it runs in (tests look for it to know a page is paint-first). */
export const LOADER_FLAG = '__ap';
/** If the paint has not been reported by then, the scripts load anyway. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * The loader, run first in the head. Plain ES5 so that it parses anywhere; its one global, `self[LOADER_FLAG]`, is
 * set once so a page that somehow carries it twice loads its scripts once. The scripts go into the head in one
 * insertion (a fragment): inserting them one by one cost about three times as much main-thread time. It also
 * keeps a form without an `action` (all of ours submit through React) from being submitted natively before the
 * page has hydrated: that would reload the page and put what was typed (a phone number) in the address. The tap
 * is lost, as on a button. A page that paints its content a moment after the first paint (my account, once the
 * session answers) sets a promise as `self[LOADER_HOLD]`; the scripts then wait for it too, but never longer than
 * LOADER_FALLBACK_MS.
 */
export const LOADER = `<script>(function(){if(self.${LOADER_FLAG})return;self.${LOADER_FLAG}=1;document.addEventListener('submit',function(event){if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&!event.target.hasAttribute('action'))event.preventDefault()},true);var started=false;function load(){var marks=document.querySelectorAll('script[data-after-paint]'),batch=document.createDocumentFragment();for(var i=0;i<marks.length;i++){var mark=marks[i],script=document.createElement('script');script.src=mark.getAttribute('data-after-paint');script.async=true;mark.removeAttribute('data-after-paint');batch.appendChild(script)}if(marks.length)document.head.appendChild(batch)}function go(){if(started)return;started=true;load();if(document.readyState==='loading'){var watch=new MutationObserver(load);watch.observe(document.documentElement,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){watch.disconnect();load()})}}function start(){var hold=self.${LOADER_HOLD};if(hold&&typeof hold.then==='function')hold.then(go,go);else go()}if(document.visibilityState==='hidden')return go();var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(go,${LOADER_FALLBACK_MS})})()</script>`;

function marker(src: string): string {
  return `<script type="text/plain" data-after-paint="${src}"></script>`;
}

/** Where the text stops being safe to rewrite now: the start of a tag that may still be completed by the next chunk. */
function holdBackFrom(text: string, headDone: boolean): number {
  if (!headDone) {
    // The loader goes after the head's first tag when that is the charset: wait until that tag is whole.
    const head = text.indexOf(HEAD_OPEN);
    const after = head >= 0 ? text.slice(head + HEAD_OPEN.length) : '';
    if (head >= 0 && !after.includes('>') && after.length < 64) return head;
  }
  const open = text.lastIndexOf(SCRIPT_OPEN);
  if (open >= 0 && text.indexOf('</script>', open) < 0 && text.length - open <= MAX_HELD_BACK) return open;
  // The text may end in the first letters of a tag we look for.
  for (const literal of headDone ? [SCRIPT_OPEN] : [SCRIPT_OPEN, HEAD_OPEN]) {
    for (let length = Math.min(literal.length - 1, text.length); length > 0; length--) {
      if (text.endsWith(literal.slice(0, length))) return text.length - length;
    }
  }
  return text.length;
}

/**
 * Rewrites an HTML document given in pieces, as they come: `push` returns what can be sent now (holding back at
 * most the start of a tag split between pieces), `end` the rest. The text is handled as latin1, one char per byte,
 * so a multi-byte character split between pieces passes through untouched.
 */
export class PaintFirstRewriter {
  private pending = '';
  private headDone = false;

  push(chunk: Buffer): Buffer {
    const text = this.pending + chunk.toString('latin1');
    const cut = holdBackFrom(text, this.headDone);
    this.pending = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  end(): Buffer {
    const rest = this.pending;
    this.pending = '';
    return this.rewrite(rest);
  }

  private rewrite(text: string): Buffer {
    let out = text.replace(SCRIPT_TAG, (_tag, src: string) => marker(src));
    if (!this.headDone) {
      const head = out.indexOf(HEAD_OPEN);
      if (head >= 0) {
        this.headDone = true;
        // After the charset declaration when it comes first, which must stay within the first 1024 bytes.
        const at = head + HEAD_OPEN.length + (CHARSET.exec(out.slice(head + HEAD_OPEN.length))?.[0].length ?? 0);
        out = out.slice(0, at) + LOADER + out.slice(at);
      }
    }
    return Buffer.from(out, 'latin1');
  }
}

type Callback = (error?: Error | null) => void;

/** Wraps a response so that an HTML body Next writes reaches the layers behind it rewritten. */
export function paintFirst(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET') return;
  const write = res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer | Callback, callback?: Callback) => ServerResponse;
  let rewriter: PaintFirstRewriter | null | undefined;

  /**
   * Decided at the first byte, when the headers are known: only an HTML page any visitor may be given is rewritten
   * (the origin cache's test, `sharedLifetime`). Account pages, which the proxy marks `private, no-store`, are
   * islands fed by the API whose first meaningful paint needs the JavaScript as early as possible: left alone,
   * unless the proxy marked the page as one that paints without it (PAINT_FIRST_HEADER, never sent on).
   */
  const decide = () => {
    if (rewriter !== undefined) return rewriter;
    const html = /^text\/html/i.test(String(res.getHeader('content-type') ?? ''));
    const marked = res.getHeader(PAINT_FIRST_HEADER) === '1';
    if (!res.headersSent) res.removeHeader(PAINT_FIRST_HEADER);
    const shared = sharedLifetime(res.getHeaders()) > 0;
    rewriter = html && (shared || marked) && !res.headersSent && res.getHeader('content-encoding') === undefined ? new PaintFirstRewriter() : null;
    return rewriter;
  };

  // A page rendered per request streams: Next sends its headers first (pipe-readable), before the first byte.
  const flushHeaders = res.flushHeaders.bind(res);
  res.flushHeaders = function flushHeaders_() {
    if (!res.headersSent && decide()) res.removeHeader('content-length');
    flushHeaders();
  };

  res.write = function write_(this: ServerResponse, chunk: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): boolean {
    const callback = (typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as Callback | undefined;
    const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
    const current = decide();
    if (!current) return write(toBuffer(chunk, textEncoding), callback);
    // The length changes, so one announced before the body no longer holds.
    if (!res.headersSent) res.removeHeader('content-length');
    return write(current.push(toBuffer(chunk, textEncoding)), callback);
  } as ServerResponse['write'];

  res.end = function end_(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): ServerResponse {
    const callback = (typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as Callback | undefined;
    const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
    const data = chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : toBuffer(chunk, textEncoding);
    const current = data || rewriter ? decide() : null;
    if (!res.headersSent) res.removeHeader(PAINT_FIRST_HEADER);
    if (!current) return data ? end(data, callback) : end(callback);
    const body = Buffer.concat([data ? current.push(data) : Buffer.alloc(0), current.end()]);
    // A whole page in one `end` keeps an exact length; a page that streamed has none.
    if (!res.headersSent && res.getHeader('content-length') !== undefined) res.setHeader('Content-Length', body.length);
    return end(body, callback);
  } as ServerResponse['end'];
}
