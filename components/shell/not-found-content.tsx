import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';

/** The localized 404: app/[locale]/not-found.tsx and app/[locale]/(site)/not-found.tsx render it. */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  const meta = await getTranslations('meta');
  return (
    <section className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      {/* A not-found page has no metadata of its own; React puts this title in the head. */}
      <title>{`${t('title')} | ${meta('siteName')}`}</title>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <Link href="/" className={buttonClass()}>
          {t('home')}
        </Link>
        <Link href="/toothsi" className={buttonClass({ variant: 'secondary' })}>
          {t('toothsi')}
        </Link>
        <Link href="/skinnsi" className={buttonClass({ variant: 'secondary' })}>
          {t('skinnsi')}
        </Link>
        <Link href="/help-and-support" className={buttonClass({ variant: 'ghost' })}>
          {t('help')}
        </Link>
      </p>
    </section>
  );
}
