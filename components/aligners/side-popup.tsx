'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import {
  popupDelayMs,
  popupEligible,
  popupHref,
  popupStorageKey,
  type SidePopupRules,
  type Surface,
} from '@/lib/side-popup';
import { useCarriedParams } from '@/client/attribution';
import { isNativeWebview } from '@/client/native-bridge';
import { Link } from '@/components/client-link';
import styles from './side-popup.module.css';

export interface SidePopupContent extends SidePopupRules {
  isRightPositioned: boolean;
  styles: { background: string; borderWidth: number; borderColor: string; borderRadius: number };
  layout: Array<{ type: 'video' | 'image'; loop: boolean; media: { url: string; alt: string } }>;
}

function currentSurface(): Surface {
  if (isNativeWebview()) return 'app';
  return window.matchMedia('(min-width: 768px)').matches ? 'desktop' : 'mobile';
}

/**
 * The aligner home's side popup: appears after the content's time threshold (5 s) on the surfaces it allows, can be
 * closed, and stays closed for the rest of the session. Decorative video, real text and link.
 */
export function SidePopup({ content }: { content: SidePopupContent }) {
  const t = useTranslations('popup');
  const path = usePathname();
  const carried = useCarriedParams();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.sessionStorage.getItem(popupStorageKey(content.campaignID)) === '1';
    } catch {
      // Without session storage the popup may show again on the next page view; that is all.
    }
    const delay = popupDelayMs(content);
    if (delay === null || !popupEligible(content, { path, surface: currentSurface(), dismissed })) return;
    const timer = window.setTimeout(() => setOpen(true), delay);
    return () => window.clearTimeout(timer);
  }, [content, path]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      window.sessionStorage.setItem(popupStorageKey(content.campaignID), '1');
    } catch {
      // See above.
    }
  };
  const media = content.layout[0];
  const frame: CSSProperties = {
    background: content.styles.background,
    borderWidth: content.styles.borderWidth,
    borderColor: content.styles.borderColor,
    borderRadius: content.styles.borderRadius,
  };

  return (
    <aside
      className={`${styles.popup} ${content.isRightPositioned ? styles.end : styles.start}`}
      style={frame}
      aria-label={t('label')}
      data-testid="side-popup"
    >
      {media?.type === 'video' ? (
        <video
          className={styles.video}
          src={media.media.url}
          autoPlay
          muted
          loop={media.loop}
          playsInline
          preload="metadata"
          aria-hidden="true"
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.title}>{t('title')}</p>
        <Link href={popupHref(content, carried)} className={styles.cta} onClick={close}>
          {t('cta')}
        </Link>
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
        ×
      </button>
    </aside>
  );
}
