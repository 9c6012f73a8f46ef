// The shop's logo in Admin > Settings: upload a picture (through the admin's image upload, with
// progress) or remove the one there. The choice is kept by the branding form until it is saved.
import { useState } from 'react';
import { imageAtWidth, type ShopLogo } from '@eshop/shared';
import { TextField } from '../../../../components/ui/text-field';
import buttons from '../../../../components/ui/button.module.css';
import { copy as shopCopy } from '../../../../copy';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { uploadImage } from '../../shared/upload-image';
import admin from '../../shared/admin.module.css';
import styles from './shop-settings.module.css';

const copy = enSettings.branding;

type LogoFieldProps = {
  value: ShopLogo | null;
  onChange: (logo: ShopLogo | null) => void;
  shopName: string;
  error?: string | undefined;
  /** Uploading: the form waits before it saves. */
  onBusyChange: (busy: boolean) => void;
};

export function LogoField({ value, onChange, shopName, error, onBusyChange }: LogoFieldProps) {
  const [progress, setProgress] = useState<number>();
  const [uploadError, setUploadError] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    onBusyChange(true);
    try {
      const { imageURL, width, height } = await uploadImage(file, setProgress);
      onChange({ url: imageURL, width, height });
      notify.success(copy.logoReady);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : shopCopy.common.somethingWentWrong;
      setUploadError(message);
      notify.error(message);
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  };

  return (
    <div>
      {value ? (
        <div className={styles.logoRow}>
          <img
            className={styles.logoPreview}
            src={imageAtWidth(value.url, 400)}
            alt={copy.logoOf(shopName)}
            width={Math.min(200, Math.round((40 * value.width) / value.height))}
            height={40}
          />
          <button type="button" className={buttons.secondary} onClick={() => onChange(null)}>
            {copy.removeLogo}
          </button>
        </div>
      ) : null}
      <TextField
        label={value ? copy.replaceLogo : copy.uploadLogo}
        hint={copy.logoHint}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={progress !== undefined}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
        error={error ?? uploadError}
      />
      {progress !== undefined ? (
        <p className={admin.muted} role="status">
          {copy.uploading(progress)}
        </p>
      ) : null}
    </div>
  );
}
