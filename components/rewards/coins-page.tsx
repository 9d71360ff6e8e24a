import { getFormatter, getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import {
  COIN_EARN_PERCENT,
  COIN_EXPIRY_DAYS,
  COIN_LINES,
  COIN_REDEEM_CAP_PERCENT,
  coinsPath,
  coinsValueMinor,
  type CoinLine,
} from '@/lib/coin-rules';
import { formatMoney, money } from '@/lib/money';
import type { CoinStatement, CoinStatementEntry } from '@/server/rewards/coins';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import styles from './rewards.module.css';

/**
 * A line's coins, rendered per request for the signed-in customer: the balance and what it is worth in the page's
 * market, what expires soon, how coins work, and the ledger's latest entries. No script.
 */
export async function CoinsPage({ statement, locale }: { statement: CoinStatement; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'coins' });
  const format = await getFormatter({ locale });
  const { currency } = localeInfo(locale);
  const line = statement.line;
  const other = COIN_LINES.find((l) => l !== line) as CoinLine;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title', { line })}</h1>
      <section className={styles.section} aria-labelledby="coin-balance">
        <h2 id="coin-balance" className="visually-hidden">
          {t('title', { line })}
        </h2>
        <p className={styles.balance} data-testid="coin-balance">
          {t('balance', { count: statement.balance })}
        </p>
        <p className={styles.muted}>
          {t('worth', { amount: formatMoney(money(coinsValueMinor(statement.balance, currency), currency), locale) })}
        </p>
        {statement.expiringSoon ? (
          <p>{t('expiring', { count: statement.expiringSoon.coins, date: date(statement.expiringSoon.at) })}</p>
        ) : null}
        <p>
          <Link
            href={line === 'skinnsi' ? '/skinnsi' : '/toothsi'}
            className={buttonClass({ variant: 'secondary', size: 'small' })}
          >
            {t('shop')}
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="coin-history">
        <h2 id="coin-history">{t('historyHeading')}</h2>
        {statement.entries.length === 0 ? (
          <p className={styles.muted}>{t('noEntries')}</p>
        ) : (
          <ul className={styles.list}>
            {statement.entries.map((entry) => (
              <li key={entry.id} className={styles.item} data-testid="coin-entry" data-kind={entry.kind}>
                <span className={styles.itemText}>
                  <span>{entryText(t, entry)}</span>
                  <time className={styles.muted} dateTime={entry.at}>
                    {date(entry.at)}
                  </time>
                </span>
                <span className={entry.coins > 0 ? styles.plus : styles.minus} dir="ltr">
                  {entry.coins > 0 ? `+${format.number(entry.coins)}` : `−${format.number(-entry.coins)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="coin-rules">
        <h2 id="coin-rules">{t('howHeading')}</h2>
        <ul className={styles.steps}>
          <li>{t('earnRule', { line, percent: COIN_EARN_PERCENT })}</li>
          <li>{t('useRule', { line, percent: COIN_REDEEM_CAP_PERCENT })}</li>
          <li>{t('valueRule', { value: formatMoney(money(coinsValueMinor(1, currency), currency), locale) })}</li>
          <li>{t('expiryRule', { days: COIN_EXPIRY_DAYS })}</li>
          <li>{t('reverseRule')}</li>
        </ul>
      </section>
      <p>
        <Link href={coinsPath(other)}>{t('otherLine', { line: other })}</Link>
      </p>
    </div>
  );
}

function entryText(t: (key: string, values?: Record<string, string>) => string, entry: CoinStatementEntry): string {
  const number = entry.orderNumber ?? '';
  if (entry.kind === 'reverse')
    return entry.coins > 0 ? t('entry.returned', { number }) : t('entry.reversed', { number });
  return t(`entry.${entry.kind}`, { number });
}
