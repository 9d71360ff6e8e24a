'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
import { Link } from '@/components/link';
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
      {media?.type === 'video' ? <PopupVideo src={media.media.url} loop={media.loop} /> : null}
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

/**
 * The popup's video: the frame's own colour and a play button until the visitor taps play (the file is not even
 * fetched before; no picture either, which a page would count as its largest paint 5 s late), so nothing moves on screen (or downloads) that
 * nobody asked for; it loops only while it is on screen and the tab is visible, and pauses otherwise.
 */
function PopupVideo({ src, loop }: { src: string; loop: boolean }) {
  const t = useTranslations('popup');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !playing) return;
    const pause = () => setPlaying(false);
    const onHidden = () => {
      if (document.visibilityState !== 'visible') pause();
    };
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) pause();
    });
    observer.observe(element);
    document.addEventListener('visibilitychange', onHidden);
    element.addEventListener('ended', pause);
    void element.play().catch(pause);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      element.removeEventListener('ended', pause);
      element.pause();
    };
  }, [playing]);

  return (
    <div className={styles.media}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        muted
        loop={loop && playing}
        playsInline
        preload="none"
        aria-hidden="true"
        data-testid="side-popup-video"
      />
      <button
        type="button"
        className={styles.play}
        onClick={() => setPlaying((now) => !now)}
        aria-pressed={playing}
        aria-label={playing ? t('pause') : t('play')}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          {playing ? (
            <path d="M5 3h4v14H5zM11 3h4v14h-4z" fill="currentColor" />
          ) : (
            <path d="M6 3l11 7-11 7z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
