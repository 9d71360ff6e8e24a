'use client';

import { useId, type ReactNode } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './feedback.module.css';

/** A group of radio buttons drawn as buttons: a score scale, a rating, a follow-up question's answers. */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  after,
}: {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`choice-${name}`}
    >
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <span key={String(option.value)} className={styles.option}>
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      {after}
      {error ? (
        <span id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
