// A stand-in for Stripe's API on 127.0.0.1, answering the calls the store makes (Checkout Sessions, their expiry,
// refunds) the way Stripe does, with a hosted "checkout page" of its own, and delivering signed webhooks to the
// store as Stripe would. It refuses what Stripe refuses, so a test fails where Stripe would: each rule below names
// its page of Stripe's documentation (the list is in docs/decisions/0011-card-payments.md). The `stripe` SDK
// reaches it through STRIPE_API_URL (src/lib/stripe.ts). No test reaches the internet.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  created: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  locale: string | null;
  /** What the store sent as `line_items` (Stripe keeps them behind an expansion; the tests read them here). */
  line_items: LineItemParam[];
};

type LineItemParam = {
  quantity: string;
  price_data: { currency: string; unit_amount: string; product_data: { name: string; description?: string } };
};

export type StandInRequest = {
  method: string;
  path: string;
  body: Params;
  idempotencyKey: string | null;
  /** The answer's status, once answered. */
  status?: number;
};

type Params = { [key: string]: string | Params | Params[] | string[] };

export type StripeStandIn = {
  /** Where the SDK should send its calls: STRIPE_API_URL. */
  url: string;
  sessions: Map<string, StandInSession>;
  requests: StandInRequest[];
  /** The shopper pays on the hosted page: the session completes and `checkout.session.completed` is delivered. */
  pay(sessionId: string): Promise<Response | null>;
  /** A signed event as Stripe would deliver it (the tests post some themselves, replayed or out of order). */
  event(type: string, object: object, id?: string): { id: string; payload: string; signature: string };
  /** Posts an event to the store's webhook. */
  deliver(event: { payload: string; signature: string }): Promise<Response | null>;
  /** While stalled, requests are held and never answered: Stripe slow or out of reach. */
  stall(stalled: boolean): void;
  close(): Promise<void>;
};

type Options = {
  webhookSecret: string;
  /** The store's webhook (`{APP_URL}/api/webhooks/stripe`); without it events are only recorded. */
  webhookUrl?: string;
  /** How long after the hosted page's "Pay" the webhook is delivered (the store's "confirming" state shows). */
  webhookDelayMs?: number;
  port?: number;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type Reply = { status: number; body: unknown };

/** Stripe's error answer (docs.stripe.com/api/errors): a 400 unless said otherwise. */
const refusal = (
  message: string,
  more: { type?: string; code?: string; param?: string; status?: number } = {},
) => {
  const { status = 400, type = 'invalid_request_error', ...rest } = more;
  return { status, body: { error: { type, message, ...rest } } };
};

/**
 * The smallest total Stripe charges, in its units (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
 * Stripe's table is by settlement currency; the stand-in applies it to the charge's currency, as for a store paid
 * out in its own. SAR is not in the table: Stripe asks for "$0.50 US or equivalent", about 1.88 SAR, kept as 2.00.
 */
const MINIMUM_CHARGE: Record<string, number> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sar: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};
/** Charged in thousandths, the last digit 0 (docs.stripe.com/currencies#three-decimal). */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown, min = 0) => isString(value) && /^\d+$/.test(value) && Number(value) >= min;

/** Metadata: up to 50 keys, names up to 40 characters, string values up to 500 (docs.stripe.com/api/metadata). */
function metadataRefusal(metadata: unknown, param: string): Reply | null {
  if (metadata === undefined) return null;
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    return refusal('Invalid object', { param });
  const entries = Object.entries(metadata);
  if (entries.length > 50) return refusal('You can specify up to 50 metadata keys.', { param });
  for (const [key, value] of entries) {
    if (key.length > 40)
      return refusal('Metadata keys can have up to 40 characters.', { param: `${param}[${key}]` });
    if (!isString(value)) return refusal('Invalid string', { param: `${param}[${key}]` });
    if (value.length > 500)
      return refusal('Metadata values can have up to 500 characters.', { param: `${param}[${key}]` });
  }
  return null;
}

/**
 * Create a Checkout Session's rules for what the store sends (docs.stripe.com/api/checkout/sessions/create): the
 * expiry 30 minutes to 24 hours ahead, line items with a string name, a whole positive quantity and a whole amount,
 * a total at least the currency's minimum, metadata within its limits, a reference up to 200 characters.
 */
function sessionRefusal(body: Params, now: number): Reply | null {
  if (body.expires_at !== undefined) {
    // Counted from the very moment the session is made: the same second minus a few milliseconds is too early.
    const expiresAt = Number(body.expires_at) * 1000;
    if (!isCount(body.expires_at) || expiresAt < now + 30 * 60_000 || expiresAt > now + 24 * 3600_000)
      return refusal(
        'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours after the Checkout Session is created.',
        { param: 'expires_at' },
      );
  }
  const lines = body.line_items;
  if (!Array.isArray(lines) || lines.length === 0)
    return refusal('`line_items` is required in `payment` mode.', { param: 'line_items' });
  let total = 0;
  for (const [index, line] of (lines as Params[]).entries()) {
    const param = `line_items[${index}]`;
    const price = line.price_data as Params | undefined;
    const product = price?.product_data as Params | undefined;
    if (!isCount(line.quantity, 1))
      return refusal('Invalid positive integer', { param: `${param}[quantity]` });
    if (!isString(price?.currency) || !/^[a-z]{3}$/.test(price.currency))
      return refusal('Invalid currency', { param: `${param}[price_data][currency]` });
    if (!isCount(price.unit_amount))
      return refusal('Invalid non-negative integer', { param: `${param}[price_data][unit_amount]` });
    if (THREE_DECIMAL.has(price.currency) && Number(price.unit_amount) % 10 !== 0)
      return refusal('Amounts in this currency must end in 0.', {
        param: `${param}[price_data][unit_amount]`,
      });
    if (!isString(product?.name) || product.name.trim() === '')
      return refusal('Invalid string', { param: `${param}[price_data][product_data][name]` });
    if (product.description !== undefined && !isString(product.description))
      return refusal('Invalid string', { param: `${param}[price_data][product_data][description]` });
    total += Number(price.unit_amount) * Number(line.quantity);
  }
  const currency = ((lines[0] as Params).price_data as Params).currency as string;
  const minimum = MINIMUM_CHARGE[currency] ?? 0;
  if (total < minimum)
    return refusal(
      `The Checkout Session's total amount due must add up to at least ${minimum} ${currency}.`,
      {
        code: 'amount_too_small',
      },
    );
  if (
    body.client_reference_id !== undefined &&
    (!isString(body.client_reference_id) || body.client_reference_id.length > 200)
  )
    return refusal('`client_reference_id` can be up to 200 characters.', { param: 'client_reference_id' });
  return (
    metadataRefusal(body.metadata, 'metadata') ??
    metadataRefusal(
      (body.payment_intent_data as Params | undefined)?.metadata,
      'payment_intent_data[metadata]',
    )
  );
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Params;
      }
    }
  }
  return arrays(root) as Params;
}

const arrays = (node: unknown): unknown => {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, arrays(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return numeric ? entries.map(([, v]) => v) : Object.fromEntries(entries);
};

export async function startStripeStandIn({
  webhookSecret,
  webhookUrl,
  webhookDelayMs = 0,
  port = 0,
}: Options): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: StandInRequest[] = [];
  /** Stripe keeps each idempotency key's first request and answer, per account (docs.stripe.com/api/idempotent_requests). */
  const keys = new Map<string, { request: string; reply: Reply }>();
  const charges = new Map<string, { id: string; amount: number; refunded: number; currency: string }>();
  const held = new Set<http.ServerResponse>();
  let stalled = false;
  let base = '';

  const event: StripeStandIn['event'] = (type, object, eventId = id('evt')) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { id: eventId, payload, signature };
  };

  const deliver: StripeStandIn['deliver'] = async ({ payload, signature }) => {
    if (!webhookUrl) return null;
    return fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  };

  const later = (send: () => Promise<unknown>) => {
    setTimeout(() => void send().catch(() => {}), webhookDelayMs);
  };

  /** The card is charged: the session completes with a payment, and Stripe's event for it is made. */
  const complete = (session: StandInSession) => {
    const paymentIntent = id('pi');
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent });
    charges.set(paymentIntent, {
      id: id('ch'),
      amount: session.amount_total,
      refunded: 0,
      currency: session.currency,
    });
    return event('checkout.session.completed', session);
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    return deliver(complete(session as StandInSession));
  };

  const expire = (session: StandInSession) => {
    session.status = 'expired';
    return event('checkout.session.expired', session);
  };

  const createSession = (body: Params): StandInSession => {
    const lineItems = (body.line_items ?? []) as unknown as LineItemParam[];
    const sessionId = id('cs_test');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${base}/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
      amount_total: lineItems.reduce(
        (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
        0,
      ),
      currency: lineItems[0]?.price_data.currency ?? 'usd',
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      success_url: body.success_url as string,
      cancel_url: body.cancel_url as string,
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600),
      locale: (body.locale as string) ?? null,
      line_items: lineItems,
    };
    sessions.set(sessionId, session);
    return session;
  };

  /** The API: each answer as Stripe shapes it, or a Stripe-style error. */
  const api = (method: string, path: string, body: Params): Reply => {
    const missing = refusal('No such object', { code: 'resource_missing', status: 404 });
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return sessionRefusal(body, Date.now()) ?? { status: 200, body: createSession(body) };
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      if (!session) return missing;
      if (method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionPath[2]) {
        // docs.stripe.com/api/checkout/sessions/expire: only an open session.
        if (session.status !== 'open') return refusal('Only open sessions can be expired.');
        const expired = expire(session);
        later(() => deliver(expired));
        return { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = body.payment_intent as string;
      const charge = charges.get(paymentIntent);
      if (!charge) return missing;
      // docs.stripe.com/api/refunds/create: at most what is left of the charge; all of it when no amount is given.
      const left = charge.amount - charge.refunded;
      if (left === 0)
        return refusal(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      if (body.amount !== undefined && (!isCount(body.amount, 1) || Number(body.amount) > left))
        return refusal(
          `Refund amount (${body.amount}) is greater than unrefunded amount on charge (${left}).`,
          {
            param: 'amount',
          },
        );
      const amount = body.amount === undefined ? left : Number(body.amount);
      const refusedMetadata = metadataRefusal(body.metadata, 'metadata');
      if (refusedMetadata) return refusedMetadata;
      charge.refunded += amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        payment_intent: paymentIntent,
        charge: charge.id,
        status: 'succeeded',
        amount,
        currency: charge.currency,
      };
      const refunded = event('charge.refunded', {
        id: charge.id,
        object: 'charge',
        payment_intent: paymentIntent,
        amount: charge.amount,
        amount_refunded: charge.refunded,
        currency: charge.currency,
        refunded: charge.refunded === charge.amount,
      });
      later(() => deliver(refunded));
      return { status: 200, body: refund };
    }
    return missing;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const text = Buffer.concat(chunks).toString();
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) return hostedPage(req.method ?? 'GET', page[1] ?? '', res);
      const method = req.method ?? 'GET';
      const body = parseForm(method === 'GET' ? url.search.slice(1) : text);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const logged: StandInRequest = { method, path: url.pathname, body, idempotencyKey };
      requests.push(logged);
      if (stalled) {
        held.add(res);
        return;
      }
      const reply = idempotent(idempotencyKey, `${method} ${url.pathname} ${text}`, () =>
        api(method, url.pathname, body),
      );
      logged.status = reply.status;
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(reply.body));
    });
  });

  /**
   * A key's first request is answered and kept; the same key again with the same request gets that answer back,
   * with other parameters or on another endpoint an idempotency_error. A request refused for its parameters is not
   * kept: the endpoint never ran (docs.stripe.com/api/idempotent_requests).
   */
  function idempotent(key: string | null, request: string, answer: () => Reply): Reply {
    if (!key) return answer();
    const first = keys.get(key);
    if (first && first.request !== request)
      return refusal(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: 'idempotency_error' },
      );
    if (first) return first.reply;
    const reply = answer();
    if (reply.status !== 400) keys.set(key, { request, reply });
    return reply;
  }

  /** The hosted checkout page: the amount, a "Pay" button and the way back; no card field, as on Stripe's own. */
  function hostedPage(method: string, sessionId: string, res: http.ServerResponse) {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404).end();
      return;
    }
    if (method === 'POST') {
      if (session.status === 'open') {
        const completed = complete(session);
        later(() => deliver(completed));
      }
      res
        .writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
        .end();
      return;
    }
    const amount = `${session.amount_total} ${session.currency.toUpperCase()}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Session <code>${session.id}</code>: <span data-testid="amount">${amount}</span>
(${session.status})</p><form method="post"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url}">Back to the store</a></p></main></body></html>`);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    pay,
    event,
    deliver,
    stall: (on) => {
      stalled = on;
      if (on) return;
      // What was held never gets an answer: its connection drops.
      for (const res of held) res.destroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
