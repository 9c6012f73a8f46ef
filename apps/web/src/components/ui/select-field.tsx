import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import styles from './text-field.module.css';
import { shownMessage } from '../../copy';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** Shown under the select and read out with it; also marks it invalid. */
  error?: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled dropdown styled and wired like TextField (label, error tied by aria-describedby). */
export function SelectField({ label, error, className, ref, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        {...selectProps}
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {shownMessage(error)}
        </p>
      )}
    </div>
  );
}
