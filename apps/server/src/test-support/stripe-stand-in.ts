// A local stand-in of the part of Stripe's HTTP API the shop uses (PaymentIntents: create, retrieve,
// capture, cancel; Refunds: create, list), so the real `stripe` package can be tested with no network. It records every
// request, honours Idempotency-Key like Stripe, and `authorise` plays the shopper's card form.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  /** The charge of the confirmation, as Stripe gives it: its id, or the charge with `expand`. */
  latest_charge: string | null;
};
type Charge = {
  id: string;
  object: 'charge';
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
};
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
};
export type StandInRequest = { method: string; path: string; form: URLSearchParams; idempotencyKey?: string };

const errorBody = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, Refund>();
  const requests: StandInRequest[] = [];
  /** Tests set these: refuse every refund, or run something (a webhook) before a refund is answered. */
  const options: { refuseRefunds: boolean; beforeRefundAnswer?: (refund: Refund) => Promise<void> } = {
    refuseRefunds: false,
  };
  const refunded = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return metadata;
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const expand = [...new URLSearchParams(query)]
        .filter(([key]) => key.startsWith('expand'))
        .map(([, v]) => v);
      /** The intent as Stripe answers it: its charge's id, or the charge itself when expanded. */
      const answer = (intent: Intent) =>
        expand.includes('latest_charge') && intent.latest_charge
          ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
          : intent;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, ...(idempotencyKey ? { idempotencyKey } : {}) });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${crypto.randomUUID()}`,
        });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== 'Bearer sk_test_standin') {
        send(401, errorBody('api_key_invalid', 'Invalid API Key provided'));
        return;
      }

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
        const id = `pi_${crypto.randomBytes(8).toString('hex')}`;
        const metadata = metadataOf(form);
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_capturable: 0,
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          capture_method: form.get('capture_method') ?? 'automatic',
          client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
          description: form.get('description'),
          metadata,
          latest_charge: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }

      if (req.method === 'POST' && path === '/v1/refunds') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, refunds.get(known));
        const intentId = form.get('payment_intent') ?? '';
        const paid = intents.get(intentId);
        if (!paid) return send(404, errorBody('resource_missing', `No such payment_intent: '${intentId}'`));
        const amount = Number(form.get('amount') ?? paid.amount_received - refunded(intentId));
        if (paid.status !== 'succeeded') {
          return send(
            400,
            errorBody('charge_not_refundable', 'This PaymentIntent has no successful charge to refund.'),
          );
        }
        if (options.refuseRefunds) {
          return send(400, errorBody('charge_disputed', 'This charge is disputed and cannot be refunded.'));
        }
        if (amount > paid.amount_received - refunded(intentId)) {
          return send(
            400,
            errorBody(
              'amount_too_large',
              `Refund amount is greater than the unrefunded amount on the charge.`,
            ),
          );
        }
        const refund: Refund = {
          id: `re_${crypto.randomBytes(8).toString('hex')}`,
          object: 'refund',
          amount,
          payment_intent: intentId,
          status: 'succeeded',
          metadata: metadataOf(form),
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund.id);
        void (options.beforeRefundAnswer?.(refund) ?? Promise.resolve()).then(() => send(200, refund));
        return undefined;
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        const intentId = new URLSearchParams(query).get('payment_intent');
        const data = [...refunds.values()].filter((refund) => refund.payment_intent === intentId);
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }

      const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
      const intent = match?.[1] ? intents.get(match[1]) : undefined;
      if (!match || !intent) return send(404, errorBody('resource_missing', 'No such payment_intent'));
      if (req.method === 'GET' && !match[2]) return send(200, answer(intent));
      if (req.method === 'POST' && match[2] === 'capture') {
        if (intent.status !== 'requires_capture') {
          return send(
            400,
            errorBody('payment_intent_unexpected_state', `This PaymentIntent is ${intent.status}.`),
          );
        }
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, amount_capturable: 0 });
        return send(200, intent);
      }
      if (req.method === 'POST' && match[2] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return send(
            400,
            errorBody('payment_intent_unexpected_state', `This PaymentIntent is ${intent.status}.`),
          );
        }
        Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
        return send(200, intent);
      }
      return send(404, errorBody('resource_missing', 'Unrecognized request URL'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    intents,
    /** What Stripe does when the Payment Element confirms a card on a manual-capture intent. */
    authorise: (id: string, card = { brand: 'visa', last4: '4242' }) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      const charge: Charge = {
        id: `ch_${crypto.randomBytes(8).toString('hex')}`,
        object: 'charge',
        payment_method_details: { type: 'card', card },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, {
        status: 'requires_capture',
        amount_capturable: intent.amount,
        latest_charge: charge.id,
      });
      return intent;
    },
    refunds,
    options,
    /** A refund made in Stripe's dashboard, not through the shop (no metadata of the shop's). */
    refundOutside: (intentId: string, amount: number): Refund => {
      const refund: Refund = {
        id: `re_${crypto.randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        payment_intent: intentId,
        status: 'succeeded',
        metadata: {},
      };
      refunds.set(refund.id, refund);
      return refund;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
