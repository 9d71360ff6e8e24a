import type { ReactNode } from 'react';
import '@/styles/globals.css';

/** The document lives in app/[locale]/layout.tsx, where the language and direction are known. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
