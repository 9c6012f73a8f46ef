// The product page's options (decision 060): a group of radio buttons per option, colours as swatches
// and the rest (sizes) as buttons. A value that would give a sold-out variant is struck through and
// says so; one with no variant beside the other values chosen is dimmed and says so too. Both can
// still be chosen, so the shopper hears why it cannot be bought rather than finding it dead.
import { useId } from 'react';
import type { Product } from '@eshop/shared';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { swatchColour } from '../../../lib/swatch-colour';
import { isColourOption, valueState, type Choice } from '../variant-choice';
import styles from './variant-picker.module.css';

type VariantPickerProps = {
  product: Product;
  choice: Choice;
  onChoose: (at: number, value: string) => void;
};

export function VariantPicker({ product, choice, onChoose }: VariantPickerProps) {
  const id = useId();
  return (
    <div className={styles.picker}>
      {(product.options ?? []).map((option, at) => {
        const isColour = isColourOption(option);
        return (
          <fieldset key={option.name} className={styles.option}>
            <legend className={styles.legend}>
              {choice[at] ? copy.variants.chosenValue(option.name, choice[at]) : option.name}
            </legend>
            <div className={styles.values}>
              {option.values.map((value) => {
                const state = valueState(product, choice, at, value);
                const paint = isColour ? swatchColour(value) : undefined;
                const label =
                  state === 'soldOut'
                    ? copy.variants.soldOutValue(value)
                    : state === 'none'
                      ? copy.variants.noSuchValue(value)
                      : value;
                return (
                  <label
                    key={value}
                    className={cx(styles.value, paint ? styles.swatch : styles.button)}
                    data-state={state}
                    title={label}
                  >
                    <input
                      type="radio"
                      className={styles.radio}
                      name={`${id}-${at}`}
                      value={value}
                      checked={choice[at] === value}
                      onChange={() => onChoose(at, value)}
                      aria-label={label}
                    />
                    {paint ? (
                      <span className={styles.paint} style={{ background: paint }} aria-hidden="true" />
                    ) : (
                      <span aria-hidden="true">{value}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
