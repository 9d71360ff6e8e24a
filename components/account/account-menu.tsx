'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { ProfileMenu } from '../../server/content/schemas';
import type { Country } from '../../i18n/locales';
import { usePathname, useRouter } from '../../i18n/navigation';
import { visibleItems } from '../../lib/profile-menu';
import { useSession, useSignOut } from '../../client/session';
import { useShell } from '../shell/shell-provider';
import { PopoverCloser } from '../shell/popover-closer';
import { Dialog } from '../ui/dialog';
import { FormMessage } from '../ui/form-message';
import { QueryError } from '../ui/query-error';
import { chipClass } from '../ui/button';
import { Link } from '../client-link';
import dynamic from 'next/dynamic';
import styles from './account-menu.module.css';

const PANEL_ID = 'profile-menu';

// The sign-in form (its phone-number library and its strings) loads only when a visitor opens it, not on every page.
const HeaderSignIn = dynamic(() => import('./header-sign-in').then((m) => m.HeaderSignIn), { ssr: false });

/** The header's account island: a sign-in prompt for visitors, the profile menu for customers. */
export function AccountMenu({ menu, defaultCountry }: { menu: ProfileMenu; defaultCountry: Country }) {
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
  }, [signedIn, dispatch]);

  const items = visibleItems(menu.menuItems, { signedIn, isApp: state.app.isApp, path: pathname });
  const name = session.status === 'signedIn' ? session.user.name : null;

  return (
    <>
      <button type="button" className={chipClass(styles.trigger)} popoverTarget={PANEL_ID} aria-label={signedIn ? t('menuFor', { name: name ?? t('you') }) : menu.header} data-testid="account-menu">
        <span className={styles.avatar} aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : '☺'}
        </span>
        <span className={styles.label}>{signedIn ? (name ?? t('myAccount')) : menu.signUp}</span>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel} role="dialog" aria-label={menu.header}>
        <PopoverCloser id={PANEL_ID} />
        <p className={styles.greeting}>{signedIn ? t('hello', { name: name ?? t('there') }) : menu.heyThere}</p>
        {session.status === 'failed' ? <QueryError onRetry={session.retry} retrying={session.retrying} /> : null}
        {signOut.isError ? <FormMessage tone="error">{tc('somethingWentWrong')}</FormMessage> : null}
        {!signedIn ? (
          <button
            type="button"
            className={clsx(styles.item)}
            onClick={() => {
              document.getElementById(PANEL_ID)?.hidePopover();
              setSignInOpen(true);
            }}
            data-testid="open-sign-in"
          >
            <strong>{menu.signUp}</strong>
          </button>
        ) : null}
        <ul className={styles.list}>
          {items.map((item) => {
            const className = clsx(styles.item, item.hideDesktop && styles.hideDesktop, item.hideMobile && styles.hideMobile);
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
      <Dialog open={signInOpen} onClose={() => setSignInOpen(false)} title={menu.header} closeLabel={tc('close')}>
        {signInOpen ? <HeaderSignIn defaultCountry={defaultCountry} onSignedIn={() => setSignInOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
