// Admin > Staff (the owner's, issue 38): invite by e-mail with permissions ticked, change a member's
// permissions, remove a member (signed out at once), withdraw an invitation; require two-factor
// sign-in of staff, and turn it off for a member who lost their phone.
import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_PERMISSIONS, type StaffMember, type StaffPermission } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enStaff as words } from '../../../../copy/en-staff';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { copy } from '../../../../copy';
import {
  useGetStaffQuery,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useRequireStaffTwoFactorMutation,
  useResetStaffTwoFactorMutation,
  useSetStaffPermissionsMutation,
  useWithdrawInvitationMutation,
} from '../api/staff-api';
import styles from './staff-page.module.css';

/** One checkbox per permission, named as the owner reads it. */
function PermissionBoxes({
  chosen,
  onChange,
}: {
  chosen: readonly StaffPermission[];
  onChange: (chosen: StaffPermission[]) => void;
}) {
  return (
    <div className={styles.boxes}>
      {STAFF_PERMISSIONS.map((permission) => (
        <label key={permission} className={styles.box}>
          <input
            type="checkbox"
            checked={chosen.includes(permission)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? STAFF_PERMISSIONS.filter((p) => p === permission || chosen.includes(p))
                  : chosen.filter((p) => p !== permission),
              )
            }
          />
          {words.permissions[permission]}
        </label>
      ))}
    </div>
  );
}

const run = async (action: () => Promise<unknown>, done: string) => {
  try {
    await action();
    notify.success(done);
  } catch (error) {
    notify.error(getServerMessage(error));
  }
};

function InviteForm() {
  const [invite, inviting] = useInviteStaffMutation();
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await invite({ email: email.trim(), permissions }).unwrap();
      setEmail('');
      setPermissions([]);
    }, words.invited(email.trim()));
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{words.inviteHeading}</h2>
      <TextField
        label={words.email}
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PermissionBoxes chosen={permissions} onChange={setPermissions} />
      <SubmitButton isBusy={inviting.isLoading}>{words.invite}</SubmitButton>
    </form>
  );
}

function Member({ member }: { member: StaffMember }) {
  const [permissions, setPermissions] = useState<StaffPermission[]>(member.permissions);
  const [save, saving] = useSetStaffPermissionsMutation();
  const [remove, removing] = useRemoveStaffMutation();
  const [resetTwoFactor, resetting] = useResetStaffTwoFactorMutation();
  return (
    <li className={styles.card} aria-label={member.email}>
      <p>
        <strong>{member.name || member.email}</strong> <span className={styles.muted}>{member.email}</span> ·{' '}
        <span className={styles.muted}>
          {member.isTwoFactorEnabled ? words.twoFactorOn : words.twoFactorOff}
        </span>
      </p>
      <PermissionBoxes chosen={permissions} onChange={setPermissions} />
      <div className={styles.actions}>
        <SubmitButton
          isBusy={saving.isLoading}
          onClick={() => void run(() => save({ id: member.id, permissions }).unwrap(), words.saved)}
        >
          {words.save}
        </SubmitButton>
        <ConfirmButton
          className={buttons.danger}
          question={words.removeQuestion(member.email)}
          confirmLabel={words.remove}
          cancelLabel={words.cancel}
          disabled={removing.isLoading}
          onConfirm={() => void run(() => remove(member.id).unwrap(), words.removed)}
        >
          {words.remove}
        </ConfirmButton>
        {member.isTwoFactorEnabled && (
          <ConfirmButton
            className={buttons.secondary}
            question={words.resetTwoFactorQuestion(member.email)}
            confirmLabel={words.resetTwoFactor}
            cancelLabel={words.cancel}
            disabled={resetting.isLoading}
            onConfirm={() => void run(() => resetTwoFactor(member.id).unwrap(), words.twoFactorReset)}
          >
            {words.resetTwoFactor}
          </ConfirmButton>
        )}
      </div>
    </li>
  );
}

/** The owner's rule for the whole staff: two-factor sign-in required or not. */
function TwoFactorRequirement({ isRequired }: { isRequired: boolean }) {
  const [require, saving] = useRequireStaffTwoFactorMutation();
  // Ticked at once; back as it was if the save fails.
  const [isTicked, setIsTicked] = useState(isRequired);
  useEffect(() => setIsTicked(isRequired), [isRequired]);
  const change = async (required: boolean) => {
    setIsTicked(required);
    try {
      await require(required).unwrap();
      notify.success(words.requirementSaved(required));
    } catch (error) {
      setIsTicked(!required);
      notify.error(getServerMessage(error));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="staff-two-factor">
      <h2 id="staff-two-factor">{words.twoFactorHeading}</h2>
      <label className={styles.box}>
        <input
          type="checkbox"
          checked={isTicked}
          disabled={saving.isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
        {words.requireTwoFactor}
      </label>
      <p className={styles.muted}>{words.requireTwoFactorHint}</p>
    </section>
  );
}

export function StaffPage() {
  useDocumentTitle(words.heading);
  const { data } = useGetStaffQuery();
  const [withdraw] = useWithdrawInvitationMutation();
  return (
    <section className={styles.page}>
      <h1>{words.heading}</h1>
      <p>{words.intro}</p>
      <InviteForm />
      {data && <TwoFactorRequirement isRequired={data.requiresTwoFactor} />}
      <h2>{words.members}</h2>
      {data && data.staff.length === 0 && <p>{words.none}</p>}
      <ul className={styles.list}>
        {data?.staff.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
      {data && data.invitations.length > 0 && (
        <>
          <h2>{words.open}</h2>
          <ul className={styles.list}>
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className={styles.card} aria-label={invitation.email}>
                <p>
                  <strong>{invitation.email}</strong>{' '}
                  <span className={styles.muted}>
                    {invitation.permissions.map((p) => words.permissions[p]).join(', ') || '—'} ·{' '}
                    {words.expires(formatOrderDate(invitation.expiresAt, copy.orders.dateAt))}
                  </span>
                </p>
                <button
                  type="button"
                  className={buttons.secondary}
                  onClick={() => void run(() => withdraw(invitation.id).unwrap(), words.withdraw)}
                >
                  {words.withdraw}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
