// Delivers a contact-form message to the shop through the server's mailer (SMTP or the outbox), with
// the sender as Reply-To so the owner answers them directly. The sender's address is never the From
// (the relay would refuse it, and it would be spoofing); nodemailer encodes every header value, and
// the schema refuses line breaks in the name and subject besides.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { contactInputSchema } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';

type ContactMessage = z.output<typeof contactInputSchema>;

export async function sendContactMessage(
  deps: {
    mailer: Mailer;
    shopEmail: string;
    shopName: string;
    log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
  message: ContactMessage,
): Promise<void> {
  if (message.website) {
    // The honeypot was filled in: a bot. It is told the message went, and nothing is sent.
    deps.log.info({ honeypot: true }, 'contact message from a bot dropped');
    return;
  }
  try {
    await sendMail(deps, message);
  } catch (error) {
    // The relay is down or refused it: the sender is told to try again, the owner finds it in the log.
    deps.log.error({ err: error }, 'a contact message could not be sent');
    throw new AppError(
      'UNAVAILABLE',
      'Your message could not be sent just now. Please try again in a few minutes.',
    );
  }
}

async function sendMail(
  deps: { mailer: Mailer; shopEmail: string; shopName: string },
  message: ContactMessage,
) {
  await deps.mailer.send({
    to: deps.shopEmail,
    replyTo: { name: message.user_name, address: message.user_email },
    subject: `[${deps.shopName} contact] ${message.subject}`,
    text: [
      `Name: ${message.user_name}`,
      `E-mail: ${message.user_email}`,
      `Subject: ${message.subject}`,
      '',
      message.message || '(no message)',
      '',
      '-- ',
      'Sent with the contact form; reply to this e-mail to answer.',
    ].join('\n'),
  });
}
