import type { ReactNode } from 'react';

/**
 * The document lives in app/[locale]/layout.tsx, where the language and direction are known; so does the global
 * stylesheet: imported here, Next's global-error boundary inlined it into every page's RSC payload a second time
 * (vercel/next.js#98110); app/not-found.tsx has its own small module for the same reason.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
