// The login page's "Continue as guest" (issue 20): a shopper with a cart checks out with an e-mail
// and no account. The spec's flow is kept (Check Out still lands on /login); this is one more way on.
// The app shell puts it on the login page (app/pages/login-route.tsx).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { emailSchema } from '@eshop/shared';
import { TextField } from '../../../components/ui/text-field';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { continueAsGuest } from '../checkout-slice';
import styles from './guest-checkout.module.css';

export function GuestCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('guestEmail');
    const email = emailSchema.safeParse(typeof value === 'string' ? value.trim() : '');
    if (!email.success) {
      setError(email.error.issues[0]?.message ?? en.common.somethingWentWrong);
      return;
    }
    dispatch(continueAsGuest(email.data.toLowerCase()));
    void navigate('/checkout-details');
  };

  return (
    <section className={styles.guest} aria-labelledby="guest-heading">
      <h2 id="guest-heading">{en.auth.guestHeading}</h2>
      <p>{en.auth.guestIntro}</p>
      <form noValidate onSubmit={submit}>
        <TextField
          label={en.auth.guestEmailLabel}
          name="guestEmail"
          type="email"
          autoComplete="email"
          error={error || undefined}
        />
        <button type="submit" className={buttons.secondary}>
          {en.auth.continueAsGuest}
        </button>
      </form>
    </section>
  );
}
