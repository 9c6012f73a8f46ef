// /contact: the Contact Us form beside the shop's contact details (SHOP_EMAIL, SHOP_PHONE,
// SHOP_ADDRESS). The server sends the message to the shop with the sender as Reply-To; the fields are
// checked with the server's own schema first. A field hidden from people catches bots.
import '../../../lib/zod-jitless';
import { useRef, useState, type FormEvent } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { contactInputSchema, type ContactInput } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { en } from '../../../copy/en';
import { getServerMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { notify } from '../../../lib/notify';
import { useGetShopConfigQuery } from '../../../lib/shop-config-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSendContactMessageMutation } from '../api/contact-api';
import styles from './contact-page.module.css';

type Field = 'user_name' | 'user_email' | 'subject' | 'message';
const EMPTY: Record<Field, string> = { user_name: '', user_email: '', subject: '', message: '' };

export function ContactPage() {
  useDocumentTitle(en.contact.heading);
  const { data: config } = useGetShopConfigQuery();
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, { isLoading }] = useSendContactMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ContactInput = { ...values, ...(website ? { website } : {}) };
    const parsed = contactInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      // The first field with a message takes focus, so its message is read out.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      await send(body).unwrap();
      notify.success(en.contact.sent);
      setValues(EMPTY);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  const contact = config?.contact;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{en.contact.heading}</h1>
      <div className={styles.columns}>
        <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <h2>{en.contact.formHeading}</h2>
          <TextField
            label={en.contact.name}
            value={values.user_name}
            onChange={set('user_name')}
            error={errors.user_name}
            autoComplete="name"
          />
          <TextField
            label={en.contact.email}
            type="email"
            value={values.user_email}
            onChange={set('user_email')}
            error={errors.user_email}
            autoComplete="email"
          />
          <TextField
            label={en.contact.subject}
            value={values.subject}
            onChange={set('subject')}
            error={errors.subject}
          />
          <TextAreaField
            label={en.contact.message}
            value={values.message}
            onChange={set('message')}
            error={errors.message}
          />
          {/* The honeypot: off screen and out of the tab order; only a bot fills it in. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              {en.contact.honeypot}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </label>
          </div>
          <SubmitButton isBusy={isLoading}>{en.contact.send}</SubmitButton>
        </form>
        <aside className={styles.info} aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{en.contact.infoHeading}</h2>
          <p>{en.contact.infoText}</p>
          {contact && (
            <ul>
              {contact.email && (
                <li>
                  <Mail size={18} aria-hidden="true" />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <Phone size={18} aria-hidden="true" />
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </li>
              )}
              {contact.address && (
                <li>
                  <MapPin size={18} aria-hidden="true" />
                  <span>{contact.address}</span>
                </li>
              )}
            </ul>
          )}
        </aside>
      </div>
    </section>
  );
}
