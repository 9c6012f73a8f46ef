// The shop's name, logo and colours in Admin > Settings, with a preview of the header and a button as
// shoppers will see them. The header's text colour is picked to read on it; an accent that white text
// cannot sit on is refused here before the server refuses it too.
import '../../../../lib/zod-jitless';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contrastRatio,
  imageAtWidth,
  lookColors,
  ratioText,
  shopBrandingSchema,
  type ShopBranding,
} from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveShopBrandingMutation } from '../api/shop-settings-api';
import { showRefusal } from '../../shared/refused-fields';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';
import styles from './shop-settings.module.css';

const copy = enSettings.branding;
const WHITE = '#ffffff';

/** A colour the shop can use, as the server's schema reads it (#rrggbb; an accent white text reads on). */
const isUsable = (field: 'headerColor' | 'accentColor', value: string) =>
  shopBrandingSchema.shape[field].safeParse(value).success;

export function BrandingSettings({ branding }: { branding: ShopBranding }) {
  // Checked as the owner types, with the server's schema: a colour that is not #rrggbb, or an accent
  // too light for white text, is refused before anything is sent. What is sent is what was typed.
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(shopBrandingSchema, undefined, { raw: true }),
    defaultValues: {
      shopName: branding.shopName ?? '',
      logo: branding.logo,
      headerColor: branding.headerColor,
      accentColor: branding.accentColor,
    },
    mode: 'onChange',
  });
  const [shopName, logo, headerColor, accentColor] = useWatch({
    control,
    name: ['shopName', 'logo', 'headerColor', 'accentColor'],
  });
  const [isUploading, setIsUploading] = useState(false);
  const [save, { isLoading }] = useSaveShopBrandingMutation();

  const name = (shopName ?? '').trim() || branding.defaultShopName;
  const look =
    isUsable('headerColor', headerColor) && isUsable('accentColor', accentColor)
      ? lookColors({ headerColor, accentColor })
      : undefined;

  const submit = handleSubmit(async (values) => {
    if (isUploading) return;
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      showRefusal(setError, failure);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <TextField
        label={copy.shopName}
        hint={copy.shopNameHint(branding.defaultShopName)}
        placeholder={branding.defaultShopName}
        maxLength={60}
        {...register('shopName')}
        error={errors.shopName?.message}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <LogoField
            value={field.value}
            shopName={name}
            error={errors.logo?.message}
            onBusyChange={setIsUploading}
            onChange={field.onChange}
          />
        )}
      />
      <div className={styles.row}>
        <Controller
          control={control}
          name="headerColor"
          render={({ field }) => (
            <ColorField
              label={copy.headerColor}
              value={field.value}
              hint={
                look
                  ? copy.headerText(
                      look.onHeader === WHITE,
                      ratioText(contrastRatio(look.onHeader, look.header)),
                    )
                  : copy.colorHint
              }
              error={errors.headerColor?.message}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="accentColor"
          render={({ field }) => (
            <ColorField
              label={copy.accentColor}
              value={field.value}
              hint={look ? copy.accentText(ratioText(contrastRatio(look.accent, WHITE))) : copy.colorHint}
              error={errors.accentColor?.message}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      {look ? (
        <div className={styles.preview} role="group" aria-label={copy.preview}>
          <div className={styles.previewHeader} style={{ background: look.header, color: look.onHeader }}>
            {logo ? (
              <img
                src={imageAtWidth(logo.url, 400)}
                alt={name}
                height={32}
                width={Math.min(160, Math.round((32 * logo.width) / logo.height))}
              />
            ) : (
              <span>{name}</span>
            )}
            <span className={styles.previewLink} style={{ color: look.headerAccent }}>
              {copy.previewLink}
            </span>
          </div>
          <div className={styles.previewBody}>
            <span className={styles.previewButton} style={{ background: look.accent, color: look.onAccent }}>
              {copy.previewButton}
            </span>
          </div>
        </div>
      ) : null}
      <SubmitButton isBusy={isLoading || isUploading}>{copy.save}</SubmitButton>
    </form>
  );
}
