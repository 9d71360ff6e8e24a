import clsx from 'clsx';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './support.module.css';

/** A multi-line text field with the label, hint and error wiring of the design system's fields. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textarea
}: { label: ReactNode; hint?: ReactNode; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className={clsx(fieldStyles.control, styles.textarea, className)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          rows={4}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
