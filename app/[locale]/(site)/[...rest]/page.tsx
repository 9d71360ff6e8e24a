import { notFound } from 'next/navigation';

/** Any path that is not a page of ours renders the localized 404 of app/[locale]/not-found.tsx. */
export default function CatchAll() {
  notFound();
}
