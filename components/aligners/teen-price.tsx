import { getTranslations } from 'next-intl/server';
import type { Country } from '@/i18n/locales';
import { formatMoney } from '@/lib/money';
import { getFromPrices } from '@/server/offer-prices';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { RELATED_PAGES } from './links';

/** The Teen plan's price, for the teens page. */
export async function TeenPrice({ country, locale }: { country: Country; locale: string }) {
  const t = await getTranslations('aligners.teens');
  const tc = await getTranslations('aligners.common');
  const teen = (await getFromPrices(country)).teenAligners;
  return (
    <div className="container">
      <Card tone="soft">
        <CardTitle as="h2">{t('priceTitle')}</CardTitle>
        {teen ? <p data-testid="from-price">{t('priceBody', { price: formatMoney(teen, locale) })}</p> : null}
        <Link
          href={RELATED_PAGES.pricing}
          className={buttonClass({ variant: 'secondary' })}
          style={{ alignSelf: 'flex-start' }}
        >
          {tc('seePricing')}
        </Link>
      </Card>
    </div>
  );
}
