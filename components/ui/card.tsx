import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export function Card({
  tone = 'plain',
  className,
  ...rest
}: { tone?: 'plain' | 'soft' } & HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(styles.card, tone === 'soft' && styles.soft, className)} {...rest} />;
}

export function CardTitle({ as: Tag = 'h3', children }: { as?: 'h2' | 'h3' | 'h4'; children: ReactNode }) {
  return <Tag className={styles.title}>{children}</Tag>;
}
