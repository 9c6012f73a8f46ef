import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import styles from './text-field.module.css';
import { shownMessage } from '../../copy';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  /** Shown under the text area and read out with it; also marks it invalid. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** TextField's multi-line sibling: labelled, its error tied by aria-describedby, taller and resizable. */
export function TextAreaField({ label, error, className, ref, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        {...textAreaProps}
        ref={ref}
        id={id}
        className={cx(styles.input, styles.textarea, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {shownMessage(error)}
        </p>
      )}
    </div>
  );
}
