import { getTranslations } from 'next-intl/server';
import type { Country, Locale } from '@/i18n/locales';
import type { SkinServiceSummary } from '@/lib/api/skin-contracts';
import { formatMoney } from '@/lib/money';
import { wholeUnits } from '@/lib/skin-pages';
import { Link } from '@/components/link';
import { BodyPartIcon, TreatmentIcon } from './illustrations';
import { countryName, skinServiceName } from './names';
import styles from './service-cards.module.css';

/**
 * Services as cards linking to their select-service pages: a drawing of the area, the name, and the lowest price
 * of a session in a package, or that the market does not offer it.
 */
export async function ServiceCards({
  services,
  locale,
  country,
  level = 'h3',
}: {
  services: readonly SkinServiceSummary[];
  locale: Locale;
  country: Country;
  level?: 'h3' | 'h4';
}) {
  const ts = await getTranslations('skin');
  const t = await getTranslations('skinPages.common');
  const Heading = level;
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={`${service.category}/${service.slug}`}>
          <Link href={service.path} className={styles.card} data-testid={`service-${service.slug}`}>
            <span className={styles.icon}>
              {service.category === 'lhr' || service.category === 'dermafacial' ? (
                <BodyPartIcon slug={service.slug} area={service.area} />
              ) : (
                <TreatmentIcon name={service.category} size={56} />
              )}
            </span>
            <span className={styles.body}>
              <Heading className={styles.name}>{skinServiceName(ts, service.slug)}</Heading>
              {service.offered && service.fromPrice ? (
                <span className={styles.price}>
                  {t('fromPerSession', { price: formatMoney(wholeUnits(service.fromPrice), locale) })}
                </span>
              ) : (
                <span className={styles.notOffered}>{t('notOffered', { country: countryName(country, locale) })}</span>
              )}
              <span className={styles.more} aria-hidden="true">
                {t('seePackages')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
