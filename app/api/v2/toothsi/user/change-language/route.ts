import { apiRoute } from '../../../../../../server/api/handler';
import { changeLanguageContract } from '../../../../../../lib/api/contracts';

/**
 * Accepts the visitor's language and region. Visitors are anonymous until accounts land, so nothing is stored
 * server-side yet (`stored: false`); the browser keeps the choice in `sitrus_lastSelectedLanguage`.
 */
export const POST = apiRoute(changeLanguageContract, async ({ query }) => ({
  body: { languageAlias: query.languageAlias, stored: false },
}));
