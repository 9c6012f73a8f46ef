// At checkout, a signed-in shopper's saved addresses to fill an address block with (issue 38).
import type { Address, SavedAddress } from '@eshop/shared';
import { copy } from '../../../copy';
import { SelectField } from '../../../components/ui/select-field';

type SavedAddressPickerProps = {
  addresses: SavedAddress[];
  /** Fills the block with the chosen address. */
  onPick: (address: Address) => void;
};

/** One line per address: who, where, and the town, enough to tell them apart. */
const summaryOf = ({ address }: SavedAddress) =>
  [address.name, address.line1, address.city, address.country].filter(Boolean).join(', ');

export function SavedAddressPicker({ addresses, onPick }: SavedAddressPickerProps) {
  if (addresses.length === 0) return null;
  return (
    <SelectField
      label={copy.addresses.pick}
      value=""
      onChange={(event) => {
        const picked = addresses.find((saved) => saved.id === event.target.value);
        if (picked) onPick(picked.address);
      }}
    >
      <option value="">{copy.addresses.pickPrompt}</option>
      {addresses.map((saved) => (
        <option key={saved.id} value={saved.id}>
          {summaryOf(saved)}
        </option>
      ))}
    </SelectField>
  );
}
