import { sectionOf } from './routes';

/** A profile-menu item as the content describes it (spec §3). */
export interface ProfileMenuItem {
  devkey: string;
  loginRequired: boolean;
  isAppMenu: boolean;
}

/** Which profile-menu items a visitor sees (spec §2): login, app-only and per-business-line coin rules. */
export function visibleItems<T extends ProfileMenuItem>(items: T[], { signedIn, isApp, path }: { signedIn: boolean; isApp: boolean; path: string }): T[] {
  const section = sectionOf(path);
  return items.filter((item) => {
    if (item.loginRequired && !signedIn) return false;
    if (item.isAppMenu && !isApp) return false;
    const coins = /^(toothsi|skinnsi)_coins$/.exec(item.devkey);
    if (coins && section && section !== `/${coins[1]}`) return false;
    return true;
  });
}

