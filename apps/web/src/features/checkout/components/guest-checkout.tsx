// The login page's "Continue as guest" (issue 20): a shopper with a cart checks out with an e-mail
// and no account. The spec's flow is kept (Check Out still lands on /login); this is one more way on.
// The app shell puts it on the login page (app/pages/login-route.tsx).
import '../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '@eshop/shared';
import { TextField } from '../../../components/ui/text-field';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { continueAsGuest } from '../checkout-slice';
import styles from './guest-checkout.module.css';

/** The guest's e-mail as the server will read it: the shared e-mail rule, around spaces typed by mistake. */
const guestSchema = z.object({ guestEmail: z.string().trim().pipe(emailSchema) });

export function GuestCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Checked on submit; the message stays until the next try, and focus stays on the button.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(guestSchema),
    defaultValues: { guestEmail: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = handleSubmit(({ guestEmail }) => {
    dispatch(continueAsGuest(guestEmail.toLowerCase()));
    void navigate('/checkout-details');
  });

  return (
    <section className={styles.guest} aria-labelledby="guest-heading">
      <h2 id="guest-heading">{copy.auth.guestHeading}</h2>
      <p>{copy.auth.guestIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={copy.auth.guestEmailLabel}
          type="email"
          autoComplete="email"
          {...register('guestEmail')}
          error={errors.guestEmail?.message}
        />
        <button type="submit" className={buttons.secondary}>
          {copy.auth.continueAsGuest}
        </button>
      </form>
    </section>
  );
}
