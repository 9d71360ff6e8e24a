import { getTranslations } from 'next-intl/server';
import type { Country, Locale } from '@/i18n/locales';
import { bitePath, type BiteProblem } from '@/lib/bite-problems';
import { caseArtOf } from '@/lib/illustrations';
import { formatMoney } from '@/lib/money';
import { getFromPrices } from '@/server/offer-prices';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { BiteLinks } from './bite-links';
import { Breadcrumbs } from './breadcrumbs';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { BulletIcon } from './illustrations';
import { BOOK_SCAN_HREF, RELATED_PAGES } from './links';
import { PageHero } from './page-hero';
import { Section } from './section';
import { BeforeAfter } from './before-after';
import { IconList } from './icon-list';
import styles from './bite-page.module.css';

const UP_TO_SIX = [1, 2, 3, 4, 5, 6];

/** The one template of the seven bite-problem pages: what it is, causes, effects, how aligners help, time, FAQ. */
export async function BitePage({
  locale,
  country,
  problem,
}: {
  locale: Locale;
  country: Country;
  problem: BiteProblem;
}) {
  const t = await getTranslations(`bites.${problem.key}`);
  const ts = await getTranslations('bites.shared');
  const tc = await getTranslations('aligners.common');
  const list = (prefix: string) => UP_TO_SIX.map((n) => `${prefix}${n}`).filter((key) => t.has(key));
  const duration = tc('monthsRange', problem.months);
  const name = t('name');
  const plansFrom = (await getFromPrices(country)).aligners;

  return (
    <div>
      <Breadcrumbs locale={locale} path={bitePath(problem)} label={name} />
      <PageHero
        eyebrow={ts('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        art={
          <BeforeAfter kind={caseArtOf(problem)} labels={{ before: ts('artBefore'), after: ts('artAfter') }} eager />
        }
        actions={
          <>
            <Link href={BOOK_SCAN_HREF} className={buttonClass()}>
              {tc('bookScan')}
            </Link>
            <Link href={RELATED_PAGES.pricing} className={buttonClass({ variant: 'secondary' })}>
              {plansFrom ? tc('plansFrom', { price: formatMoney(plansFrom, locale) }) : tc('seePricing')}
            </Link>
          </>
        }
      />
      <Section id="what-title" title={ts('whatTitle')} narrow>
        <p className={styles.text}>{t('what')}</p>
      </Section>
      <Section id="causes-title" title={ts('causesTitle')} tone="alt" narrow>
        <IconList icon={<BulletIcon />} items={list('causes.c').map((key) => ({ key, text: t(key) }))} />
      </Section>
      <Section id="effects-title" title={ts('effectsTitle')} narrow>
        <IconList icon={<BulletIcon />} items={list('effects.e').map((key) => ({ key, text: t(key) }))} />
      </Section>
      <Section id="fix-title" title={ts('fixTitle')} tone="alt" narrow>
        {list('fix.p').map((key) => (
          <p key={key} className={styles.text}>
            {t(key)}
          </p>
        ))}
        <div className={styles.duration}>
          <h3 className={styles.subTitle}>{ts('durationTitle')}</h3>
          <p>{ts('duration', { duration })}</p>
          <Link href={`${RELATED_PAGES.results}?case=${problem.caseType}`}>{ts('resultsLink')}</Link>
        </div>
      </Section>
      <Faq
        title={tc('faqTitle')}
        items={list('faq.q').map((key) => ({ question: t(`${key}.q`), answer: t(`${key}.a`) }))}
      />
      <Section id="other-title" title={ts('otherTitle')}>
        <BiteLinks except={problem.slug} />
      </Section>
      <CtaBand />
    </div>
  );
}
