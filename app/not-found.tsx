import NextLink from 'next/link';
import { Logo } from '@/components/shell/logo';
import styles from './not-found.module.css';

/**
 * Reached only for requests that bypass the locale routing; localized 404s live in app/[locale]. Styled by its own
 * small module, not the global sheet: Next serialises this boundary into every page's RSC payload, with its CSS.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN" dir="ltr">
      <body>
        <main className={styles.page}>
          <Logo title="toothsi and skinnsi" />
          <h1>We couldn&apos;t find that page</h1>
          <p>
            <NextLink href="/">Go to the home page</NextLink>
          </p>
        </main>
      </body>
    </html>
  );
}
