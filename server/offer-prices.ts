import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { currencyOf, type Country } from '@/i18n/locales';
import { alignerPlans } from '@/lib/aligner-plans';
import { money } from '@/lib/money';
import { fromPricesOf, type CatalogueForPrices, type FromPrices } from '@/lib/offer-prices';
import { DATA_LIFE, TAGS } from './cache-tags';
import { listProducts } from './catalog';
import { skinCatalogueData } from './skin/catalogue';

/** The catalogue of one market, as "from" prices need it: plans, oral-care products, priced skin packages. */
export async function catalogueForPrices(country: Country): Promise<CatalogueForPrices> {
  const [products, skin] = await Promise.all([listProducts(country, 'en', 'toothsi'), skinCatalogueData()]);
  const currency = currencyOf(country);
  return {
    plans: alignerPlans(country),
    products,
    skinPackages: skin.packages.flatMap((p) => {
      const price = p.prices[country];
      return price ? [{ category: p.category, price: money(price[0], currency) }] : [];
    }),
  };
}

/**
 * The cheapest buyable price of each offering in a market (lib/offer-prices.ts), for every "from" price the pages
 * show; cached with the catalogue's and skin catalogue's tags, so a price change refreshes them.
 */
export async function getFromPrices(country: Country): Promise<FromPrices> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.catalog, TAGS.skin);
  return fromPricesOf(country, await catalogueForPrices(country));
}

/**
 * The "from" prices of the header's menus, or none when the catalogue cannot be read: the header is on every page,
 * personal ones included, and a menu without prices is better than a page that fails with the database (issue 27
 * item 2). Caught inside the cache: a failed `'use cache'` read fails the page even when its caller catches it.
 */
export async function menuFromPrices(country: Country): Promise<FromPrices> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.catalog, TAGS.skin);
  try {
    return fromPricesOf(country, await catalogueForPrices(country));
  } catch (error) {
    console.error('header: could not read the catalogue for its prices', error);
    return {};
  }
}
