import { apiRoute } from '@/server/api/handler';
import { changeLanguageContract } from '@/lib/api/contracts';
import { readSession } from '@/server/auth/session';
import { setPreferredLanguage } from '@/server/users';

/**
 * Records the visitor's language and region. For a signed-in customer it is kept on the account (`stored: true`);
 * a visitor's browser keeps it in `sitrus_lastSelectedLanguage`.
 */
export const POST = apiRoute(changeLanguageContract, async ({ query, request }) => {
  const session = await readSession(request);
  if (session) await setPreferredLanguage(session.user.id, query.languageAlias);
  return { body: { languageAlias: query.languageAlias, stored: Boolean(session) } };
});
