import NextLink from 'next/link';
import '@/styles/globals.css';
import { Logo } from '@/components/shell/logo';

/** Reached only for requests that bypass the locale routing; localized 404s live in app/[locale]. */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN" dir="ltr">
      <body>
        <main className="container" style={{ paddingBlock: '4rem' }}>
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
