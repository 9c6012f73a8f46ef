// The account page's two-factor sign-in (issue 38): turned on with the password, a QR code for the
// authenticator app (the key beside it for typing), the recovery codes to keep, and a first code from
// the app to finish; once on, new recovery codes or off again, each with the password.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Account } from '@eshop/shared';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  useFinishTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTurnOffTwoFactorMutation,
} from '../api/account-page-api';
import { refreshSession } from '../api/session-api';
import styles from './account-page.module.css';

type Setup = { totpURI: string; backupCodes: string[] };

/** Runs a request; its refusal becomes a toast. Returns whether it went through. */
const attempt = async (send: () => Promise<unknown>): Promise<boolean> => {
  try {
    await send();
    return true;
  } catch (error) {
    notify.error(getServerMessage(error));
    return false;
  }
};

export function AccountTwoFactor({ account }: { account: Account }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  return (
    <section className={styles.card} aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{copy.account.twoFactorHeading}</h2>
      {!account.hasPassword ? (
        <p>{copy.account.twoFactorNeedsPassword}</p>
      ) : setup ? (
        <FinishSetup setup={setup} onDone={() => setSetup(null)} />
      ) : account.isTwoFactorEnabled ? (
        <TwoFactorOn />
      ) : (
        <TwoFactorOff onStarted={setSetup} />
      )}
    </section>
  );
}

/** The password, asked before anything about two-factor sign-in changes. */
function PasswordStep({
  onPassword,
  submitLabel,
  children,
}: {
  onPassword: (password: string) => Promise<boolean>;
  submitLabel: string;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(copy.messages.required);
      return;
    }
    setError('');
    setIsBusy(true);
    if (await onPassword(password)) setPassword('');
    setIsBusy(false);
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={copy.account.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <SubmitButton isBusy={isBusy}>{submitLabel}</SubmitButton>
      {children}
    </form>
  );
}

function TwoFactorOff({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const [start] = useStartTwoFactorMutation();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <p>{copy.account.twoFactorOff}</p>
      {isAsking ? (
        <PasswordStep
          submitLabel={copy.account.continue}
          onPassword={(password) => attempt(async () => onStarted(await start({ password }).unwrap()))}
        >
          <button type="button" className={buttons.secondary} onClick={() => setIsAsking(false)}>
            {copy.account.cancel}
          </button>
        </PasswordStep>
      ) : (
        <div>
          <button type="button" className={buttons.button} onClick={() => setIsAsking(true)}>
            {copy.account.turnOnTwoFactor}
          </button>
        </div>
      )}
    </>
  );
}

/** The QR code, drawn in the browser: the secret it holds never goes anywhere but the page. */
function QrCode({ text }: { text: string }) {
  const [source, setSource] = useState('');
  useEffect(() => {
    let isCurrent = true;
    // Loaded only here: the drawing code stays out of every other page.
    void import('uqr').then(({ renderSVG }) => {
      if (isCurrent)
        setSource(`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return source ? (
    <img className={styles.qr} src={source} alt={copy.account.qrCodeLabel} width={200} height={200} />
  ) : (
    <div className={styles.qr} />
  );
}

/** The recovery codes, to write down or download as a text file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;
  return (
    <>
      <p>{copy.account.recoveryCodesIntro}</p>
      <ul className={styles.codes} aria-label={copy.auth.recoveryCodeLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href={file} download="recovery-codes.txt">
          {copy.account.downloadCodes}
        </a>
      </p>
    </>
  );
}

function FinishSetup({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [finish] = useFinishTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const key = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!typed) {
      setError(copy.messages.required);
      return;
    }
    setError('');
    setIsBusy(true);
    const isOn = await attempt(() => finish({ code: typed }).unwrap());
    setIsBusy(false);
    if (!isOn) return;
    // The session says so too: the admin opens for staff the owner asks it of.
    await dispatch(refreshSession());
    notify.success(copy.account.twoFactorTurnedOn);
    onDone();
  };
  return (
    <>
      <p>{copy.account.scanCode}</p>
      <QrCode text={setup.totpURI} />
      <p className={styles.current}>
        {copy.account.setupKey}: <code className={styles.key}>{key.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <RecoveryCodes codes={setup.backupCodes} />
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p>{copy.account.enterFirstCode}</p>
        <TextField
          label={copy.auth.twoFactorCodeLabel}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
        />
        <div className={styles.buttons}>
          <SubmitButton isBusy={isBusy}>{copy.account.finishTurnOn}</SubmitButton>
          {/* Not on until a code proves the app: leaving here leaves it off. */}
          <button type="button" className={buttons.secondary} onClick={onDone}>
            {copy.account.cancel}
          </button>
        </div>
      </form>
    </>
  );
}

function TwoFactorOn() {
  const dispatch = useAppDispatch();
  const [turnOff] = useTurnOffTwoFactorMutation();
  const [renew] = useRenewRecoveryCodesMutation();
  const [action, setAction] = useState<'renew' | 'off' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onPassword = (password: string) =>
    attempt(async () => {
      if (action === 'renew') {
        setCodes((await renew({ password }).unwrap()).backupCodes);
        notify.success(copy.account.newRecoveryCodesMade);
      } else {
        await turnOff({ password }).unwrap();
        await dispatch(refreshSession());
        notify.success(copy.account.twoFactorTurnedOff);
      }
      setAction(null);
    });

  return (
    <>
      <p>{copy.account.twoFactorOn}</p>
      {codes && <RecoveryCodes codes={codes} />}
      {action ? (
        <PasswordStep
          submitLabel={action === 'renew' ? copy.account.newRecoveryCodes : copy.account.turnOffTwoFactor}
          onPassword={onPassword}
        >
          <button type="button" className={buttons.secondary} onClick={() => setAction(null)}>
            {copy.account.cancel}
          </button>
        </PasswordStep>
      ) : (
        <div className={styles.buttons}>
          <button type="button" className={buttons.secondary} onClick={() => setAction('renew')}>
            {copy.account.newRecoveryCodes}
          </button>
          <button type="button" className={buttons.danger} onClick={() => setAction('off')}>
            {copy.account.turnOffTwoFactor}
          </button>
        </div>
      )}
    </>
  );
}
