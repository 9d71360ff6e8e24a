import { apiRoute } from '@/server/api/handler';
import { coinStatementContract } from '@/lib/api/rewards-contracts';
import { currencyOf } from '@/i18n/locales';
import { coinsValueMinor } from '@/lib/coin-rules';
import { money } from '@/lib/money';
import { requireSession } from '@/server/auth/session';
import { coinStatement } from '@/server/rewards/coins';

export const GET = apiRoute(coinStatementContract, async ({ request, params, query }) => {
  const { user } = await requireSession(request);
  const statement = await coinStatement(user.id, params.line);
  const currency = currencyOf(query.country);
  return { body: { ...statement, value: money(coinsValueMinor(statement.balance, currency), currency) } };
});
