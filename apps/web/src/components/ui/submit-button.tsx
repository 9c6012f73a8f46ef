import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import buttons from './button.module.css';
import spinner from './spinner.module.css';

type SubmitButtonProps = {
  isBusy: boolean;
  children: ReactNode;
  className?: string;
  /** A button that acts on its own (no form): `type="button"` with its `onClick`. */
  onClick?: () => void;
};

/** A form's submit button (or, given `onClick`, an action's): disabled with a spinner while its request runs (UI.md, States). */
export function SubmitButton({ isBusy, children, className, onClick }: SubmitButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={cx(buttons.button, className)}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      onClick={onClick}
    >
      {isBusy && <span className={spinner.inline} aria-hidden="true" />}
      {children}
    </button>
  );
}
