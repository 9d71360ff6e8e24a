import { sectionOf } from './section-routes';

/** A profile-menu item as the content describes it (spec §3). */
export interface ProfileMenuItem {
  devkey: string;
  loginRequired: boolean;
  isAppMenu: boolean;
}

/**
 * Profile-menu items about the customer's own things: before signing in they mean nothing (an empty list of
 * consultations, a balance of no one's coins), so a visitor is never offered them, whatever the content's
 * `loginRequired` says (the spec's content leaves consultations and coins open).
 */
export const PERSONAL_PROFILE_ITEMS: ReadonlySet<string> = new Set([
  'orders',
  'assessments',
  'myAddresses',
  'toothsi_coins',
  'skinnsi_coins',
  'smileTracker',
  'logout',
]);

/** Header menu items (devKey) about the customer's own things, shown only once signed in: their coins. */
export const PERSONAL_HEADER_ITEMS: ReadonlySet<string> = new Set(['COINS']);

/** Which profile-menu items a visitor sees (spec §2): login, app-only and per-business-line coin rules. */
export function visibleItems<T extends ProfileMenuItem>(
  items: T[],
  { signedIn, isApp, path }: { signedIn: boolean; isApp: boolean; path: string },
): T[] {
  const section = sectionOf(path);
  return items.filter((item) => {
    if ((item.loginRequired || PERSONAL_PROFILE_ITEMS.has(item.devkey)) && !signedIn) return false;
    if (item.isAppMenu && !isApp) return false;
    const coins = /^(toothsi|skinnsi)_coins$/.exec(item.devkey);
    if (coins && section && section !== `/${coins[1]}`) return false;
    return true;
  });
}
