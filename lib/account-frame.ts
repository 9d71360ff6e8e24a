/**
 * My account paints from the HTML: the page's markup holds the call to action of every journey stage and a
 * placeholder for the customer's name, and a few inline lines, run while the JavaScript is still on the way, read
 * the session the page's early read started (lib/early-fetch.ts) and mark the frame with the customer's stage and
 * name. CSS shows what matches (account.module.css). The island later renders the same state itself, and is
 * what keeps it true on client-side navigation and when the session changes.
 */
import { EARLY_FETCH_GLOBAL } from './early-fetch';
import { SESSION_PATH } from './api/paths';
import { LOADER_HOLD } from './paint-first';

export const ACCOUNT_FRAME_ID = 'account-home';
/** On the frame: the customer's journey stage; absent until the session is known. */
export const STAGE_ATTRIBUTE = 'data-stage';
/** On the frame: `yes` or `no`, whether the customer has told us their name. */
export const NAMED_ATTRIBUTE = 'data-named';
/** On the element whose text is the customer's name. */
export const NAME_ATTRIBUTE = 'data-account-name';

/**
 * The inline script, placed right after the frame. It clones the session response (the HTTP client still reads
 * the original once the island asks), writes the name as text, and leaves the frame alone once the island has
 * marked it. A failed, signed-out or unreadable answer changes nothing: the island then decides. The page's
 * scripts wait until the frame has painted (LOADER_HOLD of lib/paint-first.ts), so they do not compete with it.
 */
export function accountFrameScript(): string {
  const early = `self.${EARLY_FETCH_GLOBAL}&&self.${EARLY_FETCH_GLOBAL}[${JSON.stringify(SESSION_PATH)}]`;
  return `(function(){var f=document.getElementById('${ACCOUNT_FRAME_ID}'),r=${early};if(!f||!r)return;var shown=r.response.then(function(x){return x&&x.ok?x.clone().json():null}).then(function(b){var u=b&&b.user;if(!u||typeof u.journeyStage!=='string'||f.hasAttribute('${STAGE_ATTRIBUTE}'))return;var n=f.querySelector('[${NAME_ATTRIBUTE}]');if(n&&u.name){if(n.firstChild)n.firstChild.nodeValue=u.name;else n.textContent=u.name}f.setAttribute('${NAMED_ATTRIBUTE}',u.name?'yes':'no');f.setAttribute('${STAGE_ATTRIBUTE}',u.journeyStage)}).catch(function(){});self.${LOADER_HOLD}=shown.then(function(){return new Promise(function(done){requestAnimationFrame(function(){setTimeout(done,0)})})})})()`;
}
