// The account page's address book (issue 38): each address as its country writes it, with its
// defaults, to edit or delete, and a form to add one. The first address is both defaults; ticking a
// default here takes it from the address that had it.
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SavedAddress } from '@eshop/shared';
import { AddressBlock } from '../../../components/orders/address-block';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  useAddAddressMutation,
  useDeleteAddressMutation,
  useGetAddressBookQuery,
  useUpdateAddressMutation,
} from '../api/address-book-api';
import { EMPTY_ADDRESS_FIELDS, formAddressSchema } from '../address-form-schema';
import { AddressFields } from './address-fields';
import styles from './address-book.module.css';

const words = copy.addresses;

/** Which address the form is for: a new one, or the one with this id. */
type Editing = { id: string | null } | null;

export function AddressBook() {
  const { data } = useGetAddressBookQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = data?.addresses ?? [];
  const edited = editing?.id ? addresses.find((saved) => saved.id === editing.id) : undefined;

  return (
    <section className={styles.book} aria-labelledby="address-book">
      <h2 id="address-book">{words.heading}</h2>
      {addresses.length === 0 && !editing && <p>{words.empty}</p>}
      <ul className={styles.list}>
        {addresses.map((saved) => (
          <li key={saved.id} className={styles.item}>
            <SavedAddressCard saved={saved} onEdit={() => setEditing({ id: saved.id })} />
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm key={editing.id ?? 'new'} saved={edited} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className={buttons.secondary} onClick={() => setEditing({ id: null })}>
          {words.add}
        </button>
      )}
    </section>
  );
}

function SavedAddressCard({ saved, onEdit }: { saved: SavedAddress; onEdit: () => void }) {
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const remove = async () => {
    try {
      await deleteAddress(saved.id).unwrap();
      notify.success(words.deleted);
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  };
  const title = [
    saved.isDefaultShipping ? words.defaultShipping : '',
    saved.isDefaultBilling ? words.defaultBilling : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <AddressBlock title={title || saved.address.name} address={saved.address} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onEdit}>
          {words.edit}
        </button>
        <ConfirmButton
          className={buttons.secondary}
          question={words.confirmDelete}
          confirmLabel={words.delete}
          cancelLabel={words.cancel}
          disabled={deleting.isLoading}
          onConfirm={() => void remove()}
        >
          {words.delete}
        </ConfirmButton>
      </div>
    </>
  );
}

const addressFormSchema = z.object({
  address: formAddressSchema,
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});

function AddressForm({ saved, onDone }: { saved: SavedAddress | undefined; onDone: () => void }) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const form = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      address: saved?.address ?? EMPTY_ADDRESS_FIELDS,
      isDefaultShipping: saved?.isDefaultShipping ?? false,
      isDefaultBilling: saved?.isDefaultBilling ?? false,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (saved) await updateAddress({ id: saved.id, ...values }).unwrap();
      else await addAddress(values).unwrap();
      notify.success(words.saved);
      onDone();
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <AddressFields block="address" heading={saved ? words.editAddress : words.newAddress} />
        <label className={styles.check}>
          {/* A default cannot be unticked here: another address takes it by being ticked. */}
          <input
            type="checkbox"
            disabled={saved?.isDefaultShipping}
            {...form.register('isDefaultShipping')}
          />
          {words.makeDefaultShipping}
        </label>
        <label className={styles.check}>
          <input type="checkbox" disabled={saved?.isDefaultBilling} {...form.register('isDefaultBilling')} />
          {words.makeDefaultBilling}
        </label>
        <div className={styles.actions}>
          <SubmitButton isBusy={form.formState.isSubmitting}>{words.save}</SubmitButton>
          <button type="button" className={buttons.secondary} onClick={onDone}>
            {words.cancel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
