import { getTranslations } from 'next-intl/server';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { RetrySoon } from './retry-soon';

/**
 * What a personal page shows while the database does not answer (server/personal-page.tsx): the site's header and
 * footer, a plain word that it is on our side and nothing is lost, and a retry that renders the page again (by
 * itself after a few seconds, or on a tap).
 */
export async function ServiceUnavailable() {
  const t = await getTranslations('unavailable');
  return (
    <section className="container" style={{ paddingBlock: 'var(--space-8)' }} data-testid="service-unavailable">
      <h1 role="alert">{t('title')}</h1>
      <p>{t('body')}</p>
      <IntlProvider namespaces={['unavailable']}>
        <RetrySoon />
      </IntlProvider>
      <p>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
