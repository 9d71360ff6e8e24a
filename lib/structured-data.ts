import { MINOR_UNIT_DIGITS, type Money } from './money';

/** schema.org objects for JSON-LD. Pure builders; components/seo/json-ld.tsx renders them. */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & { [key: string]: unknown };

export interface Crumb {
  readonly name: string;
  /** Absolute URL. */
  readonly url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A price as schema.org wants it: major units with every minor digit of the currency ("849.000" BHD). */
export function schemaPrice(value: Money): string {
  const digits = MINOR_UNIT_DIGITS[value.currency];
  const sign = value.amountMinor < 0 ? '-' : '';
  const abs = Math.abs(value.amountMinor)
    .toString()
    .padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, abs.length - digits)}.${abs.slice(abs.length - digits)}`;
}

export function productOffer({
  name,
  description,
  price,
  url,
  brand,
  inStock = true,
  image,
}: {
  name: string;
  description: string;
  price: Money;
  url: string;
  brand: string;
  inStock?: boolean;
  image?: string;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Brand', name: brand },
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: schemaPrice(price),
      priceCurrency: price.currency,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      url,
    },
  };
}

export interface ServiceOffer {
  readonly name: string;
  readonly price: Money;
  readonly url: string;
}

/**
 * A treatment as a schema.org Service: its packages as Offers in the market's currency, or, for a page listing
 * several services, one AggregateOffer from the lowest to the highest price.
 */
export function serviceWithOffers({
  name,
  description,
  url,
  provider,
  country,
  offers,
  aggregate = false,
}: {
  name: string;
  description: string;
  url: string;
  provider: string;
  country: string;
  offers: readonly ServiceOffer[];
  aggregate?: boolean;
}): JsonLdObject {
  const currency = offers[0]?.price.currency;
  const amounts = offers.map((o) => o.price.amountMinor);
  const low = offers.find((o) => o.price.amountMinor === Math.min(...amounts));
  const high = offers.find((o) => o.price.amountMinor === Math.max(...amounts));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@type': 'Organization', name: provider },
    areaServed: { '@type': 'Country', name: country },
    ...(offers.length === 0 || !currency || !low || !high
      ? {}
      : aggregate
        ? {
            offers: {
              '@type': 'AggregateOffer',
              lowPrice: schemaPrice(low.price),
              highPrice: schemaPrice(high.price),
              priceCurrency: currency,
              offerCount: offers.length,
            },
          }
        : {
            offers: offers.map((o) => ({
              '@type': 'Offer',
              name: o.name,
              price: schemaPrice(o.price),
              priceCurrency: o.price.currency,
              url: o.url,
              availability: 'https://schema.org/InStock',
            })),
          }),
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so content can never close the script. */
export function serialiseJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
