'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useSession, useSignOut } from '@/client/session';
import { openSignInDialog } from '@/client/sign-in-dialog';
import { Link } from '@/components/link';
import { FormMessage } from '@/components/ui/form-message';
import styles from './burger-account.module.css';

interface Props {
  /** The id of the burger's popover, closed when the row leads elsewhere. */
  menuId: string;
  /** From the profile-menu content: "Sign up or log in" and the logout item's title. */
  labels: { signUp: string; logOut: string };
}

/**
 * The burger menu's account row, which follows the session the header's account island reads (one React Query
 * cache): a visitor gets "Sign up or log in", which opens the header's sign-in dialog (and is a link to the sign-in
 * page before the page's script runs); a customer sees their name, leading to my account, and "Log out".
 */
export function BurgerAccount({ menuId, labels }: Props) {
  const session = useSession();
  const signOut = useSignOut();
  const router = useRouter();
  const t = useTranslations('account');
  const tc = useTranslations('common');
  const closeMenu = () => document.getElementById(menuId)?.hidePopover();

  if (session.status !== 'signedIn') {
    return (
      <Link
        href="/sign-in"
        prefetch={false}
        className={styles.signUp}
        aria-busy={session.status === 'loading'}
        data-testid="burger-sign-in"
        onClick={(event) => {
          event.preventDefault();
          closeMenu();
          openSignInDialog();
        }}
      >
        <PersonIcon />
        <span>{labels.signUp}</span>
      </Link>
    );
  }

  const name = session.user.name;
  return (
    <div className={styles.account} data-testid="burger-account">
      <Link href="/my-account" className={styles.who} onClick={closeMenu}>
        <span className={styles.avatar} aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : <PersonIcon />}
        </span>
        <span className={styles.name} data-testid="burger-name">
          {name ?? t('myAccount')}
        </span>
      </Link>
      <button
        type="button"
        className={styles.logOut}
        disabled={signOut.isPending}
        data-testid="burger-log-out"
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              closeMenu();
              router.replace('/');
            },
          })
        }
      >
        {labels.logOut}
      </button>
      {signOut.isError ? <FormMessage tone="error">{tc('somethingWentWrong')}</FormMessage> : null}
    </div>
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
