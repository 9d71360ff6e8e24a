import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The top of every aligner page: eyebrow, the page's one h1, a lead, actions and an illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${art ? styles.withArt : ''}`}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {children}
        </div>
        {art ? <div className={styles.art}>{art}</div> : null}
      </div>
    </section>
  );
}
