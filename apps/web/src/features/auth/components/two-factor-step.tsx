// The login's second step for an account with two-factor sign-in (issue 38): the code the
// authenticator app shows, or one of the recovery codes, and "Trust this device for 30 days". The
// password was right: the server holds the step for ten minutes in a cookie of its own.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useVerifyRecoveryCodeMutation, useVerifyTotpMutation } from '../api/account-api';
import styles from './auth.module.css';

type TwoFactorStepProps = {
  /** Signed in: what logging in does next (the session, the toast, the way on). */
  onSignedIn: () => Promise<void>;
  onBusyChange: (isBusy: boolean) => void;
  /** The step is over without a sign-in (too slow, too many wrong codes): back to the password. */
  onStartAgain: () => void;
};

export function TwoFactorStep({ onSignedIn, onBusyChange, onStartAgain }: TwoFactorStepProps) {
  const [verifyTotp] = useVerifyTotpMutation();
  const [verifyRecoveryCode] = useVerifyRecoveryCodeMutation();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The step replaces the password form: the cursor goes where the code is typed.
  useEffect(() => field.current?.focus(), [isRecovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The app shows "123 456"; a pasted recovery code may carry spaces around it.
    const typed = isRecovery ? code.trim() : code.replace(/\s/g, '');
    if (!typed) {
      setFieldError(copy.messages.required);
      return;
    }
    setFieldError('');
    setIsBusy(true);
    onBusyChange(true);
    try {
      const verify = isRecovery ? verifyRecoveryCode : verifyTotp;
      await verify({ code: typed, trustDevice }).unwrap();
      await onSignedIn();
    } catch (error) {
      const message = getServerMessage(error);
      notify.error(message);
      setCode('');
      field.current?.focus();
      // The server has ended this step: the code form would only fail again.
      if (message === copy.messages.twoFactorStepExpired || message === copy.messages.twoFactorTooManyCodes)
        onStartAgain();
    } finally {
      setIsBusy(false);
      onBusyChange(false);
    }
  };

  const switchKind = () => {
    setIsRecovery(!isRecovery);
    setCode('');
    setFieldError('');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{isRecovery ? copy.auth.recoveryCodeIntro : copy.auth.twoFactorIntro}</p>
      <TextField
        ref={field}
        label={isRecovery ? copy.auth.recoveryCodeLabel : copy.auth.twoFactorCodeLabel}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        inputMode={isRecovery ? 'text' : 'numeric'}
        spellCheck={false}
        maxLength={40}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        {copy.auth.trustDevice}
      </label>
      <SubmitButton isBusy={isBusy} className={styles.submit}>
        {copy.auth.verifyButton}
      </SubmitButton>
      <button type="button" className={styles.linkButton} onClick={switchKind}>
        {isRecovery ? copy.auth.useAppCode : copy.auth.useRecoveryCode}
      </button>
    </form>
  );
}
