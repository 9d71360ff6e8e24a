import { apiRoute } from '@/server/api/handler';
import { listProductsContract } from '@/lib/api/catalog-contracts';
import type { ContentLocale } from '@/i18n/locales';
import { lineOfCategory } from '@/lib/catalog';
import { listProducts } from '@/server/catalog';

export const GET = apiRoute(listProductsContract, async ({ query }) => {
  const line = query.line ?? (query.category ? lineOfCategory(query.category) : 'toothsi');
  const all = await listProducts(query.country, query.locale as ContentLocale, line);
  return {
    body: { products: query.category ? all.filter((p) => p.category === query.category) : all },
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  };
});
