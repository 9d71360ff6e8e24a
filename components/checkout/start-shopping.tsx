'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import styles from './checkout.module.css';
import { BOOK_SCAN_PATH } from '@/lib/journey';

/** An empty cart or order list: says so, and offers the two ways to begin (the shop, a scan). */
export function StartShopping({ message, testId }: { message: string; testId?: string }) {
  const t = useTranslations('checkout');
  return (
    <div className={styles.section} data-testid={testId}>
      <p>{message}</p>
      <div className={styles.actions}>
        <Link href="/toothsi/products" className={buttonClass()}>
          {t('shopProducts')}
        </Link>
        <Link href={BOOK_SCAN_PATH} className={buttonClass({ variant: 'secondary' })}>
          {t('bookScan')}
        </Link>
      </div>
    </div>
  );
}
