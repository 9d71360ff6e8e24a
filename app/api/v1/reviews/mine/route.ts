import { apiRoute } from '@/server/api/handler';
import { myReviewsContract } from '@/lib/api/review-contracts';
import { requireSession } from '@/server/auth/session';
import { myReviews } from '@/server/reviews/read';

export const GET = apiRoute(myReviewsContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: await myReviews(user.id) };
});
