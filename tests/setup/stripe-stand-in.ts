// A stand-in for Stripe's API on 127.0.0.1, answering the calls the store makes (Checkout Sessions, their expiry,
// refunds) the way Stripe does, with a hosted "checkout page" of its own, and delivering signed webhooks to the
// store as Stripe would. The `stripe` SDK reaches it through STRIPE_API_URL (src/lib/stripe.ts). No test reaches
// the internet.
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

export type StandInRequest = { method: string; path: string; body: Params; idempotencyKey: string | null };

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
  const replies = new Map<string, { status: number; body: unknown }>();
  const charges = new Map<string, { amount: number; currency: string }>();
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
    charges.set(paymentIntent, { amount: session.amount_total, currency: session.currency });
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
  const api = (method: string, path: string, body: Params): { status: number; body: unknown } => {
    const missing = {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such object' } },
    };
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return { status: 200, body: createSession(body) };
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      if (!session) return missing;
      if (method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open')
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
          };
        const expired = expire(session);
        later(() => deliver(expired));
        return { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = body.payment_intent as string;
      const charge = charges.get(paymentIntent);
      if (!charge) return missing;
      const refund = {
        id: id('re'),
        object: 'refund',
        payment_intent: paymentIntent,
        status: 'succeeded',
        ...charge,
      };
      const refunded = event('charge.refunded', {
        id: id('ch'),
        object: 'charge',
        payment_intent: paymentIntent,
        amount: charge.amount,
        amount_refunded: charge.amount,
        currency: charge.currency,
        refunded: true,
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
      const body = parseForm(req.method === 'GET' ? url.search.slice(1) : text);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      // Stripe answers a repeated idempotency key with the first answer.
      const cacheKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
      const reply = (cacheKey && replies.get(cacheKey)) || api(req.method ?? 'GET', url.pathname, body);
      if (cacheKey && reply.status < 500) replies.set(cacheKey, reply);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(reply.body));
    });
  });

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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
