import { apiRoute } from '@/server/api/handler';
import { bookingCitiesContract } from '@/lib/api/commerce-contracts';
import { bookingCities } from '@/server/commerce/booking';

export const GET = apiRoute(bookingCitiesContract, async ({ query }) => ({
  body: { cities: await bookingCities(query.country) },
}));
