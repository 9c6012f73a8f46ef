import { useId, useRef, type ReactNode } from 'react';
import styles from './confirm-button.module.css';
import buttons from './button.module.css';

type ConfirmButtonProps = {
  /** The button's own text and look (a destructive action). */
  children: ReactNode;
  className?: string;
  /** The question the dialog asks, and its two answers. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
};

/**
 * A destructive action that asks first (UI.md: destructive actions ask for confirmation). The
 * native modal dialog traps focus, closes on Escape, and gives focus back to the button.
 */
export function ConfirmButton({
  children,
  className,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button type="button" className={className} onClick={() => dialogRef.current?.showModal()}>
        {children}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={questionId}>
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
