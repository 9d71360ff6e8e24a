import type { ReactNode } from 'react';
import { HydratedMark } from './hydrated-mark';

export const metadata = { title: 'Baseline' };

/**
 * The smallest valid document: the bench compares our app against what Next.js and React cost on their own. The one
 * client component sets the hydrated mark our shell sets too, nothing else.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydratedMark />
      </body>
    </html>
  );
}
