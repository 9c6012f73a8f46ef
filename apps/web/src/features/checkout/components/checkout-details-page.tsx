// /checkout-details: shipping and billing addresses beside the Checkout Summary. What is typed is kept
// (a reload loses nothing); a returning shopper's last addresses are offered when the form is empty.
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '../../../components/ui/submit-button';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectCartItems } from '../../cart';
import { useGetLastAddressesQuery } from '../api/checkout-api';
import { checkoutFormSchema, type CheckoutFormValues } from '../address-form-schema';
import { draftChanged, EMPTY_ADDRESS, saveAddresses, selectCheckout } from '../checkout-slice';
import { AddressFields } from './address-fields';
import { CheckoutSummary } from './checkout-summary';
import styles from './checkout.module.css';

const isBlank = (address: Record<string, string>) => Object.values(address).every((value) => value === '');

export function CheckoutDetailsPage() {
  useDocumentTitle(en.checkout.detailsHeading);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const items = useSelector(selectCartItems);
  const saved = useSelector(selectCheckout);
  const hasDraft = !isBlank(saved.shippingAddress);
  const { data: last } = useGetLastAddressesQuery(undefined, { skip: hasDraft });

  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema) as never,
    defaultValues: {
      shipping: saved.shippingAddress,
      billing: saved.billingAddress,
      isBillingSameAsShipping: saved.isBillingSameAsShipping,
    },
  });
  const isSame = useWatch({ control: form.control, name: 'isBillingSameAsShipping' });

  // Offer the last order's addresses once, when nothing has been typed yet.
  useEffect(() => {
    if (hasDraft || !last?.shipping) return;
    const billing = last.billing ?? last.shipping;
    form.reset({
      shipping: last.shipping,
      billing,
      isBillingSameAsShipping: JSON.stringify(billing) === JSON.stringify(last.shipping),
    });
  }, [last, hasDraft, form]);

  // Keep what is typed in the store (and so in localStorage).
  useEffect(() => {
    const subscription = form.watch((values) => {
      dispatch(
        draftChanged({
          shippingAddress: { ...EMPTY_ADDRESS, ...values.shipping },
          billingAddress: { ...EMPTY_ADDRESS, ...values.billing },
          isBillingSameAsShipping: values.isBillingSameAsShipping !== false,
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, dispatch]);

  const submit = form.handleSubmit((values) => {
    const shippingAddress = { ...EMPTY_ADDRESS, ...values.shipping };
    dispatch(
      saveAddresses({
        shippingAddress,
        billingAddress: values.isBillingSameAsShipping
          ? shippingAddress
          : { ...EMPTY_ADDRESS, ...values.billing },
        isBillingSameAsShipping: values.isBillingSameAsShipping,
      }),
    );
    void navigate('/checkout');
  });

  return (
    <section className={cx('container', styles.page)}>
      <h1>{en.checkout.detailsHeading}</h1>
      <div className={styles.columns}>
        <FormProvider {...form}>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <AddressFields block="shipping" heading={en.checkout.shippingHeading} />
            <label className={styles.checkbox}>
              <input type="checkbox" {...form.register('isBillingSameAsShipping')} />
              {en.checkout.sameAsShipping}
            </label>
            {!isSame && <AddressFields block="billing" heading={en.checkout.billingHeading} />}
            <SubmitButton isBusy={false} className={styles.submit}>
              {en.checkout.proceed}
            </SubmitButton>
          </form>
        </FormProvider>
        <CheckoutSummary items={items} />
      </div>
    </section>
  );
}
