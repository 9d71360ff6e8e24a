import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import styles from './floating.module.css';

/** The mobile sticky book-now bar (spec §2); placement is decided by `ShowOn part="stickyBookNow"`. */
export function StickyCta({ text, href, lead }: { text: string; href: string; lead: string }) {
  return (
    <div className={styles.sticky} data-testid="sticky-cta">
      <div className={styles.stickyInner}>
        <p className={styles.stickyText}>{lead}</p>
        <Link href={href} className={buttonClass({ size: 'small' })}>
          {text}
        </Link>
      </div>
    </div>
  );
}

export function SkinStickyBanner({ text, cta, href }: { text: string; cta: string; href: string }) {
  return (
    <div className={styles.skinBanner} data-brand="skinnsi" data-testid="skin-banner">
      {text}
      <Link href={href}>{cta}</Link>
    </div>
  );
}
