import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import styles from './shop.module.css';

/** The product's pictures in a swipeable strip; each thumbnail links to its picture, so it works without JavaScript. */
export async function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const t = await getTranslations('shop.images');
  const alts = [name, t('closeup', { name }), t('inBox', { name })];
  return (
    <section className={styles.gallery} aria-label={t('gallery', { name })}>
      <div className={styles.slides} tabIndex={0}>
        {images.map((src, i) => (
          <div key={src} id={`product-image-${i + 1}`} className={styles.slide}>
            <Image
              className={styles.image}
              src={src}
              alt={alts[i] ?? name}
              width={480}
              height={440}
              preload={i === 0}
              unoptimized
            />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={src}>
              <a
                className={styles.thumb}
                href={`#product-image-${i + 1}`}
                aria-label={t('showImage', { number: i + 1 })}
              >
                <Image src={src} alt="" width={64} height={59} unoptimized />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
