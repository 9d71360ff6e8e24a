'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@/components/link';
import styles from './results-filter.module.css';

export interface FilterOption {
  /** `null` is "all cases". */
  value: string | null;
  label: string;
  href: string;
}

export interface FilterItem {
  id: string;
  value: string;
  node: ReactNode;
}

function fromLocation(values: readonly string[]): string | null {
  const requested = new URLSearchParams(window.location.search).get('case');
  return requested && values.includes(requested) ? requested : null;
}

/**
 * The results gallery's case filter. The server renders every case (the page stays static); after hydration
 * this reads `?case=` from the address bar, and the filter links update it in place without a round trip.
 */
export function ResultsFilter({
  label,
  options,
  items,
  statusText,
}: {
  label: string;
  options: readonly FilterOption[];
  items: readonly FilterItem[];
  statusText: Record<string, string>;
}) {
  const [active, setActive] = useState<string | null>(null);
  const values = options.flatMap((o) => (o.value ? [o.value] : []));
  const valuesKey = values.join(',');

  useEffect(() => {
    const known = valuesKey.split(',');
    const sync = () => setActive(fromLocation(known));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [valuesKey]);

  const choose = (value: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', event.currentTarget.href);
    setActive(value);
  };

  const shown = items.filter((item) => active === null || item.value === active);
  return (
    <>
      <nav aria-label={label}>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value ?? 'all'}>
              <Link
                href={option.href}
                className={styles.option}
                aria-current={option.value === active ? 'true' : undefined}
                onClick={choose(option.value)}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.status} role="status">
        {statusText[String(shown.length)]}
      </p>
      <ul className={styles.gallery}>
        {shown.map((item) => (
          <li key={item.id}>{item.node}</li>
        ))}
      </ul>
    </>
  );
}
