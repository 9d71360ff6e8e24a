import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A placeholder with the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({ width, height, label }: { width?: string; height?: string; label?: string }) {
  const style = { '--skeleton-width': width, '--skeleton-height': height } as CSSProperties;
  return (
    <span
      className={styles.skeleton}
      style={style}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
