import { useId, useRef, type ReactNode } from 'react';
import styles from './confirm-button.module.css';
import buttons from './button.module.css';

type ConfirmButtonProps = {
  /** The button's own text and look (a destructive action). */
  children: ReactNode;
  className?: string;
  /** The button's accessible name when its children are an icon. */
  label?: string;
  /** The dialog's heading, when it has one; the question then describes it. */
  title?: string;
  /** The question the dialog asks, and its two answers. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Nothing to confirm yet (the choice is what is already there, or a save is under way). */
  disabled?: boolean;
};

/**
 * A destructive action that asks first (UI.md: destructive actions ask for confirmation). The
 * native modal dialog traps focus, closes on Escape, and gives focus back to the button.
 */
export function ConfirmButton({
  children,
  className,
  label,
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled,
}: ConfirmButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const titleId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled}
        onClick={() => dialogRef.current?.showModal()}
      >
        {children}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={title ? titleId : questionId}
        aria-describedby={title ? questionId : undefined}
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <p id={questionId} className={styles.question}>
          {question}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={close} autoFocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={buttons.danger}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
