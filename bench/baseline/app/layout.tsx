import type { ReactNode } from 'react';

export const metadata = { title: 'Baseline' };

/** The smallest valid document: the bench compares our app against what Next.js and React cost on their own. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
