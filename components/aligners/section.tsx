import type { ReactNode } from 'react';
import styles from './section.module.css';

/** A page section with an h2 that labels it; `tone="alt"` gives it a soft background band. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  narrow = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'alt';
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tone === 'alt' ? `${styles.section} ${styles.alt}` : styles.section} aria-labelledby={id}>
      <div className={`container ${narrow ? styles.narrow : ''}`}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
