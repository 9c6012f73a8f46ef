import { Minus, Plus } from 'lucide-react';
import buttons from './button.module.css';
import styles from './quantity-stepper.module.css';

type QuantityStepperProps = {
  quantity: number;
  decreaseLabel: string;
  increaseLabel: string;
  quantityLabel: string;
  /** The plus button is disabled from here on. */
  max: number;
  /** The minus button too (a quantity being chosen never goes below 1). */
  decreaseDisabled?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
};

export function QuantityStepper(props: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={props.quantityLabel}>
      <button
        type="button"
        className={buttons.icon}
        aria-label={props.decreaseLabel}
        disabled={props.decreaseDisabled}
        onClick={props.onDecrease}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <output className={styles.value} aria-live="polite">
        {props.quantity}
      </output>
      <button
        type="button"
        className={buttons.icon}
        aria-label={props.increaseLabel}
        disabled={props.quantity >= props.max}
        onClick={props.onIncrease}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
