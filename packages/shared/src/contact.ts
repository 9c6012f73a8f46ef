// The contact form (spec 5 and 7): the e-mail form service's fields, checked the same way in the
// browser and on the server. Name and subject are single lines: a line break in either could start a
// new mail header, so it is refused outright.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

export const contactInputSchema = z
  .object({
    user_name: z
      .string()
      .trim()
      .min(1, 'Name is required.')
      .max(100, 'Keep the name under 100 characters.')
      .regex(SINGLE_LINE, { error: 'The name must be on one line.' }),
    user_email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
    subject: z
      .string()
      .trim()
      .min(1, 'Subject is required.')
      .max(200, 'Keep the subject under 200 characters.')
      .regex(SINGLE_LINE, { error: 'The subject must be on one line.' }),
    message: z
      .string()
      .max(5000, 'Keep the message under 5000 characters.')
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000]*$/, { error: 'The message must not contain a NUL character.' })
      .default(''),
    /** A field people never see: only a bot fills it in, and its message is dropped. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactResponseSchema = z.object({ sent: z.literal(true) });

/** The spec's success toast. */
export const CONTACT_SENT_MESSAGE = 'message sent successfully';
