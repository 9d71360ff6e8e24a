// njs (Debian's libnginx-mod-http-js 0.7): the cache generation that makes a purge of every cached page possible.
//
// The CMS webhook revalidates Next's *tags*, and a tag (say the header's content) can be on every page, so no list
// of URLs could be purged one by one (which is all Debian's cache-purge module can do, and not across Vary variants).
// Instead every page's cache key starts with a generation read from a file in the cache directory; a purge writes
// a new one, so every worker misses on every old entry at once, and nginx's cache manager ages them out as it does
// any entry. The file is read on each cacheable request: one small read the kernel serves from memory.
import fs from 'fs';

// nginx.conf names the file (js_var $cache_generation_file): njs cannot read proxy_cache_path.
const file = (r) => r.variables.cache_generation_file;

function current(r) {
  try {
    return fs.readFileSync(file(r), 'utf8').trim();
  } catch (e) {
    if (e.code === 'ENOENT') return '0'; // never purged yet
    throw e; // unreadable: a 500, never a silent return to the old pages
  }
}

function bump(r) {
  const target = file(r);
  const temp = `${target}.${process.pid}`;
  // Any new value does; the rename makes the switch atomic for the other workers.
  fs.writeFileSync(temp, `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`);
  fs.renameSync(temp, target);
}

// POST /api/revalidate: the app checks the secret and revalidates its tags; only when it answers 2xx does nginx
// drop its pages, so nobody without the secret can empty the cache.
async function webhook(r) {
  const reply = await r.subrequest('/_app/revalidate', { method: r.method, body: r.requestText || '' });
  if (reply.status >= 200 && reply.status < 300) {
    bump(r);
    r.headersOut['X-Cache-Purged'] = 'all';
  }
  const type = reply.headersOut['Content-Type'];
  if (type) r.headersOut['Content-Type'] = type;
  r.return(reply.status, reply.responseText || '');
}

// POST /_nginx/purge (localhost only).
function purge(r) {
  if (r.method !== 'POST') {
    r.return(405, 'POST to purge\n');
    return;
  }
  bump(r);
  r.return(200, 'purged\n');
}

const handlers = { current, webhook, purge };
export default handlers;
