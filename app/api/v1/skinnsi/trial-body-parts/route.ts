import { apiRoute } from '@/server/api/handler';
import { trialBodyPartsContract } from '@/lib/api/skin-contracts';
import { MAX_TRIAL_BODY_PARTS } from '@/lib/skin';
import { listBodyParts } from '@/server/skin/catalogue';

export const GET = apiRoute(trialBodyPartsContract, async ({ query }) => {
  const parts = await listBodyParts(query.serviceCategory, query.country, {
    city: query.city ?? null,
    trialOnly: true,
  });
  return {
    body: {
      serviceCategory: query.serviceCategory,
      offered: parts.some((p) => p.offered),
      maxBodyParts: MAX_TRIAL_BODY_PARTS,
      bodyParts: parts.map(({ packages: _packages, locationTypes: _types, ...summary }) => summary),
    },
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  };
});
