import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A button that acts on the value (Apply, Verify), kept on the control's line; the error goes under both. */
  action?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error text wired to one control with ids, so screen readers announce all three. */
export function FieldShell({ label, hint, error, action, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {action ? (
        <div className={styles.withAction}>
          {children({ id, describedBy, invalid: Boolean(error) })}
          {action}
        </div>
      ) : (
        children({ id, describedBy, invalid: Boolean(error) })
      )}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  action,
  className,
  ...input
}: { label: ReactNode; hint?: ReactNode; error?: string; action?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} action={action}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={clsx(styles.control, className)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
