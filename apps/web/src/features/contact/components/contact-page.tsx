// /contact: the Contact Us form beside the shop's contact details (SHOP_EMAIL, SHOP_PHONE,
// SHOP_ADDRESS). The server sends the message to the shop with the sender as Reply-To; the fields are
// checked with the server's own schema first (react-hook-form). A field hidden from people catches bots.
import '../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MapPin, Phone } from 'lucide-react';
import { contactInputSchema, type ContactInput } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { notify } from '../../../lib/notify';
import { useGetShopConfigQuery } from '../../../lib/shop-config-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSendContactMessageMutation } from '../api/contact-api';
import styles from './contact-page.module.css';

type Field = 'user_name' | 'user_email' | 'subject' | 'message';
const EMPTY = { user_name: '', user_email: '', subject: '', message: '', website: '' };

export function ContactPage() {
  useDocumentTitle(copy.contact.heading);
  const { data: config } = useGetShopConfigQuery();
  const [send, { isLoading }] = useSendContactMessageMutation();
  // Checked on submit only; typing in a field takes its message away until the next submit. The
  // first field with a message takes focus (shouldFocusError), so its message is read out.
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async ({ website, ...message }) => {
    const body: ContactInput = { ...message, ...(website ? { website } : {}) };
    try {
      await send(body).unwrap();
      notify.success(copy.contact.sent);
      reset();
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  });

  const contact = config?.contact;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.contact.heading}</h1>
      <div className={styles.columns}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <h2>{copy.contact.formHeading}</h2>
          <TextField
            label={copy.contact.name}
            {...field('user_name')}
            error={errors.user_name?.message}
            autoComplete="name"
          />
          <TextField
            label={copy.contact.email}
            type="email"
            {...field('user_email')}
            error={errors.user_email?.message}
            autoComplete="email"
          />
          <TextField label={copy.contact.subject} {...field('subject')} error={errors.subject?.message} />
          <TextAreaField label={copy.contact.message} {...field('message')} error={errors.message?.message} />
          {/* The honeypot: off screen and out of the tab order; only a bot fills it in. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              {copy.contact.honeypot}
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>
          <SubmitButton isBusy={isLoading}>{copy.contact.send}</SubmitButton>
        </form>
        <aside className={styles.info} aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{copy.contact.infoHeading}</h2>
          <p>{copy.contact.infoText}</p>
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
