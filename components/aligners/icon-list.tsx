import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './icon-list.module.css';

/** A list whose items each start with the same small icon (a tick or a bullet). */
export function IconList({
  icon,
  items,
  className,
}: {
  icon: ReactNode;
  items: ReadonlyArray<{ key: string; text: ReactNode }>;
  className?: string;
}) {
  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item.key}>
          {icon}
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
