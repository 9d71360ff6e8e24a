import { getFormatter, getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import { cityLabel } from '@/lib/cities';
import { centreName } from '@/lib/centre-names';
import { aboutFacts, type AboutFacts } from '@/server/about';
import { PageHero } from '@/components/aligners/page-hero';
import { ABOUT_TEAM } from '@/lib/illustrations';
import { PortraitRow } from '@/components/ui/portrait-row';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import styles from './about-page.module.css';

const FIGURES = ['centres', 'scanCities', 'skinCities', 'countries'] as const satisfies readonly (keyof AboutFacts)[];

/** Centres grouped by city, in the order the data lists them. */
function byCity(centres: AboutFacts['centres']): Array<{ city: string; names: string[] }> {
  const groups = new Map<string, string[]>();
  for (const centre of centres) groups.set(centre.city, [...(groups.get(centre.city) ?? []), centre.name]);
  return [...groups].map(([city, names]) => ({ city, names }));
}

/** /about-us: who we are, both lines, our doctors and centres, and figures counted from our own data. */
export async function AboutPage({ locale }: { locale: Locale }) {
  const [t, format, facts] = await Promise.all([getTranslations('about'), getFormatter(), aboutFacts()]);
  const count = (key: (typeof FIGURES)[number]) => facts[key].length;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'toothsi & skinnsi',
    url: absoluteUrl('/', locale),
    logo: `${siteOrigin()}/icon.svg`,
    brand: [
      { '@type': 'Brand', name: 'toothsi' },
      { '@type': 'Brand', name: 'skinnsi' },
    ],
  } as const;

  return (
    <div>
      <JsonLd data={organization} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="container" aria-labelledby="figures-title">
        <h2 id="figures-title" className="visually-hidden">
          {t('figuresTitle')}
        </h2>
        <ul className={styles.figures}>
          {FIGURES.map((key) => (
            <li key={key} className={styles.figure}>
              <span className={styles.figureValue}>{format.number(count(key))}</span>{' '}
              <span className={styles.figureLabel}>{t(`figures.${key}`, { count: count(key) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <Section id="who-title" title={t('whoTitle')} narrow>
        <p>{t('who1')}</p>
        <p>{t('who2')}</p>
      </Section>
      <Section id="lines-title" title={t('linesTitle')} tone="alt">
        <div className={styles.lines}>
          <article className={styles.line} data-brand="toothsi">
            <h3>toothsi</h3>
            <p>{t('toothsiBody')}</p>
            <Link href="/toothsi" className={buttonClass()}>
              {t('toothsiCta')}
            </Link>
          </article>
          <article className={styles.line} data-brand="skinnsi">
            <h3>skinnsi</h3>
            <p>{t('skinnsiBody')}</p>
            <Link href="/skinnsi" className={buttonClass()}>
              {t('skinnsiCta')}
            </Link>
          </article>
        </div>
      </Section>
      <Section id="doctors-title" title={t('doctorsTitle')} narrow>
        <p>{t('doctors1')}</p>
        <p>{t('doctors2')}</p>
        <PortraitRow portraits={ABOUT_TEAM} />
        <p>
          <Link href="/doctor-partners">{t('partnersCta')}</Link>
        </p>
      </Section>
      <Section id="centres-title" title={t('centresTitle')} lead={t('centresLead')} tone="alt">
        <ul className={styles.cities}>
          {byCity(facts.centres).map(({ city, names }) => (
            <li key={city} className={styles.city}>
              <h3>{cityLabel(city, localeInfo(locale).language)}</h3>
              <ul>
                {names.map((name) => (
                  <li key={name}>{centreName(name, localeInfo(locale).language)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="quality-title" title={t('qualityTitle')} narrow>
        <p>{t('quality')}</p>
      </Section>
      <Section id="join-title" title={t('joinTitle')} tone="alt" narrow>
        <p>{t('joinBody')}</p>
        <div className={styles.actions}>
          <Link href="/toothsi/careers" className={buttonClass()}>
            {t('careersCta')}
          </Link>
          <Link href="/contact-us" className={buttonClass({ variant: 'secondary' })}>
            {t('contactCta')}
          </Link>
        </div>
      </Section>
    </div>
  );
}
