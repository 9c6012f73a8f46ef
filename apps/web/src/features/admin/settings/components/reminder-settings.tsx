// Admin > Settings > Checkout reminders (decision 070): on or off (off until the owner turns it on),
// the delay, and whether shoppers must agree at checkout first.
import '../../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutReminderSettingsSchema, type CheckoutReminderSettings } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSaveCheckoutReminderSettingsMutation } from '../api/invoices-api';
import { toastFirstProblem } from '../../shared/refused-fields';
import admin from '../../shared/admin.module.css';

const copy = enSettings.reminders;

export function ReminderSettings({ settings }: { settings: CheckoutReminderSettings }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkoutReminderSettingsSchema),
    defaultValues: settings,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [save, { isLoading }] = useSaveCheckoutReminderSettingsMutation();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  }, toastFirstProblem);

  return (
    <form className={admin.settingsForm} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <label className={admin.switch}>
        <input type="checkbox" {...register('enabled')} />
        {copy.enabled}
      </label>
      <TextField
        label={copy.delayHours}
        hint={copy.delayHint}
        type="number"
        min={1}
        max={168}
        {...register('delayHours', { valueAsNumber: true })}
        error={errors.delayHours?.message}
      />
      <label className={admin.switch}>
        <input type="checkbox" {...register('askConsent')} />
        {copy.askConsent}
      </label>
      <p className={admin.muted}>{copy.askConsentHint}</p>
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
