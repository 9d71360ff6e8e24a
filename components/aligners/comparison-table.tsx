import { getTranslations } from 'next-intl/server';
import type { Money } from '@/lib/money';
import { formatMoney } from '@/lib/money';
import styles from './comparison-table.module.css';

const ROWS = ['look', 'removable', 'eating', 'cleaning', 'visits', 'effort', 'duration', 'price'] as const;

/** Aligners vs braces as a real table: a caption, column headers and row headers, scrollable on small screens. */
export async function ComparisonTable({ fromPrice, locale }: { fromPrice: Money | null; locale: string }) {
  const t = await getTranslations('aligners.braces');
  // Without plans in the market there is no price to compare: the row is left out.
  const price = fromPrice ? formatMoney(fromPrice, locale) : null;
  const rows = ROWS.filter((row) => row !== 'price' || price !== null);
  return (
    <div className={styles.scroller} role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="comparison-caption" className={styles.caption}>
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('colTopic')}</th>
            <th scope="col" className={styles.ours}>
              {t('colAligners')}
            </th>
            <th scope="col">{t('colBraces')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`rows.${row}.topic`)}</th>
              <td className={styles.ours}>{t(`rows.${row}.aligners`, { price: price ?? '' })}</td>
              <td>{t(`rows.${row}.braces`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
