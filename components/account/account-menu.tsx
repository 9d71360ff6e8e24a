'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { AccountMenuContent } from '@/components/shell/header-nav';
import type { Country } from '@/i18n/locales';
import { usePathname, useRouter } from '@/i18n/navigation';
import { visibleItems } from '@/lib/profile-menu';
import { useSession, useSignOut } from '@/client/session';
import { OPEN_SIGN_IN_EVENT } from '@/client/sign-in-dialog';
import { useShell } from '@/components/shell/shell-provider';
import { PopoverCloser } from '@/components/shell/popover-closer';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { chipClass } from '@/components/ui/button';
import { Link } from '@/components/link';
import { RateUsButton } from '@/components/rate-us/rate-us-button';
import dynamic from 'next/dynamic';
import styles from './account-menu.module.css';

const PANEL_ID = 'profile-menu';

// The sign-in form (its phone-number library and its strings) loads only when a visitor opens it, not on every page.
const HeaderSignIn = dynamic(() => import('./header-sign-in').then((m) => m.HeaderSignIn), { ssr: false });

/** The header's account island: a sign-in prompt for visitors, the profile menu for customers. */
export function AccountMenu({ menu, defaultCountry }: { menu: AccountMenuContent; defaultCountry: Country }) {
  const session = useSession();
  const signOut = useSignOut();
  const { state, dispatch } = useShell();
  const pathname = usePathname();
  const router = useRouter();
  const t = useTranslations('account');
  const tc = useTranslations('common');
  const [signInOpen, setSignInOpen] = useState(false);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    dispatch({ type: 'setFlag', flag: 'isAuthorized', value: signedIn });
    // Static menus (the header's "More", the burger) show the customer's own items (their coins) only from here on.
    document.documentElement.toggleAttribute('data-signed-in', signedIn);
  }, [signedIn, dispatch]);

  // The burger's "Sign up or log in" opens this dialog (client/sign-in-dialog.ts).
  useEffect(() => {
    const open = () => setSignInOpen(true);
    window.addEventListener(OPEN_SIGN_IN_EVENT, open);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, open);
  }, []);

  const items = visibleItems(menu.menuItems, { signedIn, isApp: state.app.isApp, path: pathname });
  const name = session.status === 'signedIn' ? session.user.name : null;

  const dialog = (
    <Dialog open={signInOpen} onClose={() => setSignInOpen(false)} title={menu.header} closeLabel={tc('close')}>
      {signInOpen ? <HeaderSignIn defaultCountry={defaultCountry} onSignedIn={() => setSignInOpen(false)} /> : null}
    </Dialog>
  );

  // A visitor's one tap on "Sign up or log in" opens the sign-in form itself; its name is what it says (WCAG 2.5.3),
  // also on a phone, where only the icon shows.
  // The profile menu is for customers: coins, consultations and the rest mean nothing before signing in.
  if (!signedIn) {
    return (
      <>
        <button
          type="button"
          className={chipClass(styles.trigger)}
          onClick={() => setSignInOpen(true)}
          aria-busy={session.status === 'loading'}
          aria-label={menu.signUp}
          data-testid="account-menu"
        >
          <PersonIcon />
          <span className={styles.label}>{menu.signUp}</span>
        </button>
        {dialog}
      </>
    );
  }

  return (
    <>
      <button
        type="button"
        className={chipClass(styles.trigger)}
        popoverTarget={PANEL_ID}
        aria-label={t('menuFor', { name: name ?? t('you') })}
        data-testid="account-menu"
      >
        <span className={styles.avatar} aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : <PersonIcon />}
        </span>
        <span className={styles.label}>{name ?? t('myAccount')}</span>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel} role="dialog" aria-label={menu.header}>
        <PopoverCloser id={PANEL_ID} />
        <p className={styles.greeting}>{name ? t('hello', { name }) : t('helloNoName')}</p>
        {signOut.isError ? <FormMessage tone="error">{tc('somethingWentWrong')}</FormMessage> : null}
        <ul className={styles.list}>
          {items.map((item) => {
            const className = clsx(
              styles.item,
              item.hideDesktop && styles.hideDesktop,
              item.hideMobile && styles.hideMobile,
            );
            const content = (
              <>
                <span>{item.title}</span>
                {item.subtitle ? <span className={styles.subtitle}>{item.subtitle}</span> : null}
              </>
            );
            return (
              <li key={item.devkey}>
                {item.devkey === 'logout' ? (
                  <button
                    type="button"
                    className={className}
                    disabled={signOut.isPending}
                    onClick={() =>
                      signOut.mutate(undefined, {
                        onSuccess: () => {
                          document.getElementById(PANEL_ID)?.hidePopover();
                          router.replace('/');
                        },
                      })
                    }
                  >
                    {content}
                  </button>
                ) : item.devkey === 'rateUs' ? (
                  <RateUsButton label={content} title={item.title} className={className} />
                ) : (
                  <Link href={item.href} className={className}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {dialog}
    </>
  );
}

/** An account drawn as a person (head and shoulders). */
function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}
