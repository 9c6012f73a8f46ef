// The shop's name, logo and colours in Admin > Settings, with a preview of the header and a button as
// shoppers will see them. The header's text colour is picked to read on it; an accent that white text
// cannot sit on is refused here before the server refuses it too.
import { useState, type FormEvent } from 'react';
import {
  accentProblem,
  contrastRatio,
  imageAtWidth,
  lookColors,
  ratioText,
  type ShopBranding,
  type ShopLogo,
} from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveShopBrandingMutation } from '../api/shop-settings-api';
import { refusedFields } from '../refused-fields';
import { ColorField, isHexColor } from './color-field';
import { LogoField } from './logo-field';
import styles from './shop-settings.module.css';

const copy = enSettings.branding;
const WHITE = '#ffffff';

type Errors = Partial<Record<'shopName' | 'logo' | 'headerColor' | 'accentColor', string>>;

/** What the browser can tell before sending: a colour that is not #rrggbb, an accent too light. */
function checkColors(headerColor: string, accentColor: string): Errors {
  const errors: Errors = {};
  if (!isHexColor(headerColor)) errors.headerColor = copy.notAColor;
  if (!isHexColor(accentColor)) errors.accentColor = copy.notAColor;
  else {
    const problem = accentProblem(accentColor.trim().toLowerCase());
    if (problem) errors.accentColor = problem;
  }
  return errors;
}

export function BrandingSettings({ branding }: { branding: ShopBranding }) {
  const [shopName, setShopName] = useState(branding.shopName ?? '');
  const [logo, setLogo] = useState<ShopLogo | null>(branding.logo);
  const [headerColor, setHeaderColor] = useState(branding.headerColor);
  const [accentColor, setAccentColor] = useState(branding.accentColor);
  const [refused, setRefused] = useState<Errors>({});
  const [isUploading, setIsUploading] = useState(false);
  const [save, { isLoading }] = useSaveShopBrandingMutation();

  const name = shopName.trim() || branding.defaultShopName;
  const colorErrors = checkColors(headerColor, accentColor);
  const errors: Errors = { ...refused, ...colorErrors };
  const look = Object.keys(colorErrors).length === 0 ? lookColors({ headerColor, accentColor }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (look === undefined || isUploading) return;
    try {
      await save({ shopName, logo, headerColor, accentColor }).unwrap();
      setRefused({});
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      const { fields, message } = refusedFields(failure);
      setRefused(fields);
      notify.error(message);
    }
  };
  const edited = (field: keyof Errors) => setRefused(({ [field]: _dropped, ...rest }) => rest);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <TextField
        label={copy.shopName}
        hint={copy.shopNameHint(branding.defaultShopName)}
        value={shopName}
        placeholder={branding.defaultShopName}
        maxLength={60}
        error={errors.shopName}
        onChange={(event) => {
          setShopName(event.target.value);
          edited('shopName');
        }}
      />
      <LogoField
        value={logo}
        shopName={name}
        error={errors.logo}
        onBusyChange={setIsUploading}
        onChange={(next) => {
          setLogo(next);
          edited('logo');
        }}
      />
      <div className={styles.row}>
        <ColorField
          label={copy.headerColor}
          value={headerColor}
          hint={
            look
              ? copy.headerText(look.onHeader === WHITE, ratioText(contrastRatio(look.onHeader, look.header)))
              : copy.colorHint
          }
          error={errors.headerColor}
          onChange={(value) => {
            setHeaderColor(value);
            edited('headerColor');
          }}
        />
        <ColorField
          label={copy.accentColor}
          value={accentColor}
          hint={look ? copy.accentText(ratioText(contrastRatio(look.accent, WHITE))) : copy.colorHint}
          error={errors.accentColor}
          onChange={(value) => {
            setAccentColor(value);
            edited('accentColor');
          }}
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
