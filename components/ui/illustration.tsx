import clsx from 'clsx';
import Image from 'next/image';
import type { Drawing } from '@/lib/illustrations';
import styles from './illustration.module.css';

/**
 * One of our drawings (lib/illustrations.ts) as an <img> with its width and height, so it never shifts the layout.
 * Lazy unless `eager` (a drawing in the first screen); `preload` also asks for it from the document's head, for a
 * hero that may be the largest thing painted. `alt` is the translated text, or '' for a decorative drawing.
 */
export function Illustration({
  drawing,
  alt,
  eager = false,
  preload = false,
  className,
}: {
  drawing: Drawing;
  alt: string;
  eager?: boolean;
  preload?: boolean;
  className?: string;
}) {
  return (
    <Image
      className={clsx(styles.image, drawing.mirror && styles.mirror, className)}
      src={drawing.src}
      alt={alt}
      width={drawing.width}
      height={drawing.height}
      loading={eager || preload ? 'eager' : 'lazy'}
      preload={preload}
      unoptimized
    />
  );
}
