// The currency the shop charges in, in Admin > Settings (decision 063). Changing it reprices the whole
// catalogue and every shipping rate keeping their numbers, so the owner picks one, reads what will
// happen (with an example price) and confirms; orders already placed keep their own currency.
import { useState } from 'react';
import {
  formatMoney,
  keepNumberIn,
  SHOP_CURRENCIES,
  type CurrencyCode,
  type ShopCurrencySetting,
} from '@eshop/shared';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import buttons from '../../../../components/ui/button.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { enSettings } from '../../../../copy/en-settings';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSaveShopCurrencyMutation } from '../api/shop-settings-api';
import styles from './shop-settings.module.css';

const copy = enSettings.shopCurrency;
/** The example price the confirmation shows moving: 19.99 in the current currency. */
const EXAMPLE_MAJOR = { whole: 19, fraction: 99 };

// The admin's own chunk: Intl's currency names cost nothing on a shopper's page.
const names = new Intl.DisplayNames(['en'], { type: 'currency' });

/** 19.99 of `currency` in its minor units (19.99 USD = 1999, 20 JPY, 19.990 KWD). */
const examplePrice = (currency: CurrencyCode) =>
  keepNumberIn(EXAMPLE_MAJOR.whole * 100 + EXAMPLE_MAJOR.fraction, 'USD', currency);

export function ShopCurrencySettings({ setting }: { setting: ShopCurrencySetting }) {
  const [chosen, setChosen] = useState<CurrencyCode>(setting.currency);
  const [save, { isLoading }] = useSaveShopCurrencyMutation();
  const current = setting.currency;
  const example = examplePrice(current);

  const change = async () => {
    try {
      await save({ currency: chosen }).unwrap();
      notify.success(copy.changed(chosen));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.row}>
        <SelectField
          label={copy.label}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as CurrencyCode)}
        >
          {SHOP_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${code} (${names.of(code) ?? code})`}
            </option>
          ))}
        </SelectField>
      </div>
      <ConfirmButton
        className={buttons.button}
        title={copy.confirmTitle(chosen)}
        question={copy.confirmQuestion({
          from: current,
          to: chosen,
          before: formatMoney(example, current),
          after: formatMoney(keepNumberIn(example, current, chosen), chosen),
        })}
        confirmLabel={copy.confirm}
        cancelLabel={copy.keep}
        onConfirm={() => void change()}
        disabled={chosen === current || isLoading}
      >
        {isLoading ? `${copy.change}…` : copy.change}
      </ConfirmButton>
    </div>
  );
}
