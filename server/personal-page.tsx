import 'server-only';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ServiceUnavailable } from '@/components/unavailable/service-unavailable';
import { isDatabaseUnavailable, loggableError } from './errors';

/**
 * A personal page (rendered per request with the customer's data, architecture §10), or the server component of
 * one that reads the session and data itself, that shows a friendly "try again" page instead of Next's 500 while
 * the database does not answer: when the session read, a `'use cache'` read or a query in `render` fails for that
 * reason, ServiceUnavailable is rendered in its place. Redirects (sign-in) and every other error pass through.
 * A page's props carry its locale (set for the translations, in case the failure came first).
 */
export function personalPage<P extends object>(render: (props: P) => Promise<ReactNode>) {
  return async function PersonalPage(props: P): Promise<ReactNode> {
    try {
      return await render(props);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(`[page] the database does not answer; showing the try-again page: ${loggableError(error)}`);
      if ('params' in props && props.params instanceof Promise) {
        const { locale } = (await props.params) as { locale?: Locale };
        if (locale) setRequestLocale(locale);
      }
      return <ServiceUnavailable />;
    }
  };
}
