import { apiRoute } from '@/server/api/handler';
import { getProductContract } from '@/lib/api/catalog-contracts';
import type { ContentLocale } from '@/i18n/locales';
import { getProduct } from '@/server/catalog';
import { AppError } from '@/server/errors';

export const GET = apiRoute(getProductContract, async ({ params, query }) => {
  // Ids are unique across the two lines: the oral-care catalogue is asked first, then skincare.
  const locale = query.locale as ContentLocale;
  const product =
    (await getProduct(params.id, query.country, locale)) ??
    (await getProduct(params.id, query.country, locale, 'skinnsi'));
  if (!product) throw new AppError('NOT_FOUND', 'No product with this id.');
  return { body: { product }, headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } };
});
