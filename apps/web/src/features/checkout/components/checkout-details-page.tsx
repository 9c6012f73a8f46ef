// /checkout-details: shipping and billing addresses beside the Checkout Summary. What is typed is kept
// (a reload loses nothing); a returning shopper's last addresses are offered when the form is empty.
// Once the shipping country (and state) is known, the server's quote gives the shipping methods for
// it and the summary's shipping, tax and total; the shopper goes on to pay that total.
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { zodResolver } from '@hookform/resolvers/zod';
import { NO_SHIPPING_MESSAGE } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { getServerDetails, getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectAuth } from '../../auth';
import {
  AddressFields,
  SavedAddressPicker,
  useAddAddressMutation,
  useGetAddressBookQuery,
} from '../../addresses';
import { selectCartItems, toCheckoutLine } from '../../cart';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import {
  useGetCheckoutQuoteQuery,
  useGetLastAddressesQuery,
  useLazyGetCheckoutQuoteQuery,
} from '../api/checkout-api';
import { checkoutFormSchema, type CheckoutFormValues } from '../address-form-schema';
import { useGetShopConfigQuery } from '../../../lib/shop-config-api';
import {
  consentChanged,
  draftChanged,
  EMPTY_ADDRESS,
  saveAddresses,
  selectCheckout,
  shippingMethodChosen,
} from '../checkout-slice';
import { CheckoutSummary } from './checkout-summary';
import { DiscountCodeField } from './discount-code-field';
import { ShippingMethods } from './shipping-methods';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import styles from './checkout.module.css';

const isBlank = (address: Record<string, string>) => Object.values(address).every((value) => value === '');
/** The same address, field by field (what is typed has no missing fields, a saved one none either). */
const isSameAddress = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  Object.keys(EMPTY_ADDRESS).every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());

export function CheckoutDetailsPage() {
  useDocumentTitle(copy.checkout.detailsHeading);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const saved = useAppSelector(selectCheckout);
  const hasDraft = !isBlank(saved.shippingAddress);
  const { isLoggedIn } = useAppSelector(selectAuth);
  const { data: config } = useGetShopConfigQuery();
  // A guest has no address book and no past orders to take addresses from.
  const { data: book } = useGetAddressBookQuery(undefined, { skip: !isLoggedIn });
  const savedAddresses = book?.addresses ?? [];
  // The last order's addresses only stand in for an empty book: not asked for otherwise.
  const { data: last } = useGetLastAddressesQuery(undefined, {
    skip: hasDraft || !isLoggedIn || !book || savedAddresses.length > 0,
  });
  const [addAddress] = useAddAddressMutation();
  const [keepInBook, setKeepInBook] = useState(true);

  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema) as never,
    defaultValues: {
      shipping: saved.shippingAddress,
      billing: saved.billingAddress,
      isBillingSameAsShipping: saved.isBillingSameAsShipping,
      vatId: saved.vatId,
    },
  });
  const isSame = useWatch({ control: form.control, name: 'isBillingSameAsShipping' });

  // Where it ships, as the quote needs it: asked again a moment after the country or state settles.
  // A business buyer's VAT ID changes the quote too (reverse charge, decision 067).
  const [country, state, vatId] = useWatch({
    control: form.control,
    name: ['shipping.country', 'shipping.state', 'vatId'],
  });
  const [destination, setDestination] = useState({
    country: country ?? '',
    state: state ?? '',
    vatId: vatId ?? '',
  });
  const settleDestination = useDebouncedCallback(setDestination, 300);
  useEffect(
    () => settleDestination({ country: country ?? '', state: state ?? '', vatId: vatId ?? '' }),
    [country, state, vatId, settleDestination],
  );
  const quoteArgs =
    destination.country && items.length > 0
      ? {
          items: items.map(toCheckoutLine),
          shipping: { country: destination.country, state: destination.state },
          ...(destination.vatId.trim() ? { vatId: destination.vatId.trim() } : {}),
          ...(saved.shippingMethodId ? { shippingMethodId: saved.shippingMethodId } : {}),
          ...(saved.discountCode ? { discountCode: saved.discountCode } : {}),
        }
      : skipToken;
  const quote = useGetCheckoutQuoteQuery(quoteArgs);
  const currentQuote = quoteArgs === skipToken || quote.isError ? undefined : quote.data;
  // The server's word on the VAT ID (not valid, or of another country than the address's).
  const vatProblem = quote.isError
    ? getServerDetails(quote.error).find((detail) => detail.path === 'vatId')?.message
    : undefined;
  const [quoteProblem, setQuoteProblem] = useState('');

  // Offer the address book's defaults once, when nothing has been typed yet; without a book, the
  // last order's addresses.
  const defaultShipping = savedAddresses.find((saved) => saved.isDefaultShipping)?.address;
  const defaultBilling = savedAddresses.find((saved) => saved.isDefaultBilling)?.address;
  const offered = defaultShipping
    ? { shipping: defaultShipping, billing: defaultBilling ?? null }
    : last?.shipping
      ? last
      : undefined;
  useEffect(() => {
    if (hasDraft || !offered?.shipping) return;
    const billing = offered.billing ?? offered.shipping;
    form.reset({
      shipping: offered.shipping,
      billing,
      isBillingSameAsShipping: JSON.stringify(billing) === JSON.stringify(offered.shipping),
    });
    // Once per address offered, not on every render's new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(offered), hasDraft, form]);
  const shippingTyped = useWatch({ control: form.control, name: 'shipping' });
  const isInBook = savedAddresses.some((saved) => isSameAddress(saved.address, shippingTyped));

  // Keep what is typed in the store (and so in localStorage).
  useEffect(() => {
    const subscription = form.watch((values) => {
      dispatch(
        draftChanged({
          shippingAddress: { ...EMPTY_ADDRESS, ...values.shipping },
          billingAddress: { ...EMPTY_ADDRESS, ...values.billing },
          isBillingSameAsShipping: values.isBillingSameAsShipping !== false,
          vatId: values.vatId ?? '',
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, dispatch]);

  const [fetchQuote, fetched] = useLazyGetCheckoutQuoteQuery();
  const submit = form.handleSubmit(async (values) => {
    // The quote for the address as submitted: the one on screen, or asked for now when the shopper
    // was quicker than it (the payment page shows its total before anything is paid).
    const isCurrent =
      currentQuote &&
      !quote.isFetching &&
      destination.country === values.shipping.country &&
      destination.state === values.shipping.state &&
      destination.vatId.trim() === values.vatId.trim();
    let submitted = isCurrent ? currentQuote : undefined;
    if (!submitted) {
      submitted = await fetchQuote({
        items: items.map(toCheckoutLine),
        shipping: { country: values.shipping.country, state: values.shipping.state },
        ...(values.vatId.trim() ? { vatId: values.vatId.trim() } : {}),
        ...(saved.shippingMethodId ? { shippingMethodId: saved.shippingMethodId } : {}),
        ...(saved.discountCode ? { discountCode: saved.discountCode } : {}),
      })
        .unwrap()
        .catch((failure: unknown) => {
          const refused = getServerDetails(failure).find((detail) => detail.path === 'vatId');
          if (refused) form.setError('vatId', { message: refused.message });
          return undefined;
        });
      if (!submitted && form.getFieldState('vatId').error) return;
    }
    if (!submitted || submitted.shippingMethodId === null) {
      setQuoteProblem(submitted ? NO_SHIPPING_MESSAGE : copy.checkout.quoteFailed);
      return;
    }
    setQuoteProblem('');
    const shippingAddress = { ...EMPTY_ADDRESS, ...values.shipping };
    if (isLoggedIn && keepInBook && !isInBook) {
      // Kept for the next checkout; a full book is said, and the checkout goes on.
      await addAddress({ address: shippingAddress })
        .unwrap()
        .catch((failure: unknown) => notify.error(getServerMessage(failure)));
    }
    dispatch(shippingMethodChosen(submitted.shippingMethodId));
    dispatch(
      saveAddresses({
        shippingAddress,
        billingAddress: values.isBillingSameAsShipping
          ? shippingAddress
          : { ...EMPTY_ADDRESS, ...values.billing },
        isBillingSameAsShipping: values.isBillingSameAsShipping,
        vatId: values.vatId.trim(),
        shownTotalCents: submitted.totals.totalCents,
      }),
    );
    void navigate('/checkout');
  });

  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.checkout.detailsHeading}</h1>
      {!isLoggedIn && saved.guestEmail && (
        <p className={styles.guest}>
          {copy.auth.checkingOutAs(saved.guestEmail)} <Link to="/login">{copy.auth.changeGuestEmail}</Link>
        </p>
      )}
      <div className={styles.columns}>
        <FormProvider {...form}>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <SavedAddressPicker
              addresses={savedAddresses}
              onPick={(address) => form.setValue('shipping', address, { shouldDirty: true })}
            />
            <AddressFields block="shipping" heading={copy.checkout.shippingHeading} />
            {isLoggedIn && !isInBook && (
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={keepInBook}
                  onChange={(event) => setKeepInBook(event.target.checked)}
                />
                {copy.addresses.saveToBook}
              </label>
            )}
            <ShippingMethods
              quote={currentQuote}
              selectedId={
                currentQuote?.shippingOptions.some((option) => option.id === saved.shippingMethodId)
                  ? saved.shippingMethodId
                  : currentQuote?.shippingMethodId
              }
              hasCountry={destination.country !== ''}
              isLoading={quote.isFetching}
              isError={quote.isError}
              onChoose={(methodId) => dispatch(shippingMethodChosen(methodId))}
            />
            <label className={styles.checkbox}>
              <input type="checkbox" {...form.register('isBillingSameAsShipping')} />
              {copy.checkout.sameAsShipping}
            </label>
            {!isSame && (
              <>
                <SavedAddressPicker
                  addresses={savedAddresses}
                  onPick={(address) => form.setValue('billing', address, { shouldDirty: true })}
                />
                <AddressFields block="billing" heading={copy.checkout.billingHeading} />
              </>
            )}
            <TextField
              label={copy.checkout.vatId}
              hint={copy.checkout.vatIdHint}
              autoComplete="off"
              maxLength={20}
              error={form.formState.errors.vatId?.message ?? vatProblem}
              {...form.register('vatId')}
            />
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={saved.newsletterConsent}
                onChange={(event) => dispatch(consentChanged({ newsletterConsent: event.target.checked }))}
              />
              {copy.marketing.newsletterConsent}
            </label>
            {config?.asksReminderConsent && (
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={saved.reminderConsent}
                  onChange={(event) => dispatch(consentChanged({ reminderConsent: event.target.checked }))}
                />
                {copy.marketing.reminderConsent}
              </label>
            )}
            <SubmitButton isBusy={fetched.isFetching} className={styles.submit}>
              {copy.checkout.proceed}
            </SubmitButton>
            {quoteProblem && (
              <p className={styles.error} role="alert">
                {quoteProblem}
              </p>
            )}
          </form>
        </FormProvider>
        <CheckoutSummary items={currentQuote?.items ?? items} totals={currentQuote?.totals}>
          <DiscountCodeField result={currentQuote?.discountCode} />
        </CheckoutSummary>
      </div>
    </section>
  );
}
