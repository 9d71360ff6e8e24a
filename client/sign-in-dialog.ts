/**
 * The header's sign-in dialog lives in its account island (components/account/account-menu.tsx); other islands
 * (the burger's account row) open it with this event rather than a second dialog of their own.
 */
export const OPEN_SIGN_IN_EVENT = 'toothsi:open-sign-in';

export function openSignInDialog(): void {
  window.dispatchEvent(new Event(OPEN_SIGN_IN_EVENT));
}
