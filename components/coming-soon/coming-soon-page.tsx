import { getTranslations } from 'next-intl/server';
import { localeInfo, type Country, type Locale } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { GULF_COUNTRIES } from '@/lib/support-requests';
import { aboutFacts, type PlaceFact } from '@/server/about';
import { PageHero } from '@/components/aligners/page-hero';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { NotifyForm } from './notify-form';
import styles from './coming-soon.module.css';

const isGulf = (country: Country) => (GULF_COUNTRIES as readonly Country[]).includes(country);

/**
 * /ae/comming-soon: what is already open in the Gulf (from our data), and a form to hear when the rest opens in the
 * visitor's country and city.
 */
export async function ComingSoonPage({ locale }: { locale: Locale }) {
  const info = localeInfo(locale);
  const [t, facts] = await Promise.all([getTranslations('comingSoon'), aboutFacts()]);
  const countryName = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const cityName = (city: string) => cityLabel(city, info.language);
  const cities = (places: PlaceFact[]) =>
    list.format([...new Set(places.filter((p) => isGulf(p.country)).map((p) => cityName(p.city)))]);
  const gulfCentres = facts.centres.filter((c) => isGulf(c.country));
  const gulfShop = facts.countries.filter(isGulf);
  const open = [
    facts.scanCities.some((p) => isGulf(p.country)) ? t('openAligners', { cities: cities(facts.scanCities) }) : null,
    gulfCentres.length > 0 ? t('openCentres', { count: gulfCentres.length, cities: cities(gulfCentres) }) : null,
    facts.skinCities.some((p) => isGulf(p.country)) ? t('openSkin', { cities: cities(facts.skinCities) }) : null,
    gulfShop.length > 0 ? t('openShop', { countries: list.format(gulfShop.map((c) => countryName.of(c) ?? c)) }) : null,
  ].filter((line): line is string => line !== null);
  const countries = GULF_COUNTRIES.map((code) => ({ code, name: countryName.of(code) ?? code }));

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${styles.layout}`}>
        <section className={styles.card} aria-labelledby="open-title">
          <h2 id="open-title">{t('openTitle')}</h2>
          <ul className={styles.open}>
            {open.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <Link href="/toothsi/products">{t('shopCta')}</Link>
          </p>
        </section>
        <section className={styles.card} aria-labelledby="notify-title">
          <h2 id="notify-title">{t('formTitle')}</h2>
          <IntlProvider namespaces={['comingSoon', 'errors']}>
            <NotifyForm countries={countries} defaultCountry={isGulf(info.country) ? info.country : 'AE'} />
          </IntlProvider>
          <p className={styles.privacy}>
            {t('privacy')} <Link href="/privacy-policy">{t('privacyLink')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
