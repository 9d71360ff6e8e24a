import { Link } from '@/components/link';
import styles from './link-row.module.css';

/** A titled row of links to neighbouring pages (both lines' "related" rows). */
export function LinkRow({ title, links }: { title: string; links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <nav aria-labelledby="related-title" className="container">
      <h2 id="related-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
