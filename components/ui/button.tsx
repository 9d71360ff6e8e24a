import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
}

/** Class names of a button, for links that look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(
  { variant = 'primary', size = 'medium', block = false }: ButtonStyleProps = {},
  extra?: string,
): string {
  return clsx(styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra);
}

/** A button; a full-width one (`block`, a page's main action) is marked `data-block`, which floating buttons avoid. */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      data-block={block ? '' : undefined}
      {...rest}
    />
  );
}

/** Class names of a header-bar chip (city, language, account, menu buttons), plus the component's own. */
export function chipClass(extra?: string): string {
  return clsx(styles.chip, extra);
}
