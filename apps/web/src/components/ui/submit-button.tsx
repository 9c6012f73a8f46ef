import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import buttons from './button.module.css';
import spinner from './spinner.module.css';

type SubmitButtonProps = { isBusy: boolean; children: ReactNode; className?: string };

/** A form's submit button: disabled with a spinner while its request runs (UI.md, States). */
export function SubmitButton({ isBusy, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx(buttons.button, className)}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy && <span className={spinner.inline} aria-hidden="true" />}
      {children}
    </button>
  );
}
