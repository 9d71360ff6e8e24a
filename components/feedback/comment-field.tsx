'use client';

import { FEEDBACK_COMMENT_MAX } from '@/lib/feedback';
import { FieldShell } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './feedback.module.css';

/** The optional comment of a feedback form. */
export function CommentField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name="comment"
          className={`${fieldStyles.control} ${styles.textarea}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}
