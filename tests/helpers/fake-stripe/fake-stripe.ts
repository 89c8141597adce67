import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { list, parseForm, record, text, type FormObject } from './form-body';
import { authenticationFailure, testMethods, type FakeDecline, type TestMethod } from './test-payment-methods';

// A local Stripe API for tests: the official SDK talks to it over HTTP (`host`, `port`, `protocol: 'http'`). It keeps
// payment intents, customers, payment methods, setup intents, charges and refunds in memory, in Stripe's published
// response shapes, replays idempotent requests, and signs every event it raises with the account's webhook secret.

type Json = Record<string, unknown>;

export interface FakeStripeOptions {
  /** The only secret key it accepts (Bearer auth), like an account's. */
  secretKey?: string;
  /** Signs webhook events, as `whsec_...` in the dashboard. */
  webhookSecret?: string;
  /** The time events are signed at: the test's clock, so the receiver's 300 s tolerance reads the same time. */
  now?: () => Date;
}

export interface FakeStripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
}

interface StoredIdempotent {
  params: string;
  status: number;
  body: string;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

const notFound = (kind: string, given: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${given}'`,
    doc_url: 'https://docs.stripe.com/error-codes/resource-missing',
  });

export class FakeStripe {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly paymentIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** Every event raised, oldest first. */
  readonly events: FakeStripeEvent[] = [];
  /** Requests the SDK made, as method and path (tests count retries and replays). */
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  private readonly idempotent = new Map<string, StoredIdempotent>();
  /** The test method each payment method was made from. */
  private readonly behaviours = new Map<string, TestMethod>();
  private readonly signer = new Stripe('sk_test_signer');
  private server: Server | null = null;
  private origin = '';
  private failures: number[] = [];
  private readonly clock: () => Date;

  constructor(options: FakeStripeOptions = {}) {
    this.clock = options.now ?? (() => new Date());
    this.secretKey = options.secretKey ?? 'sk_test_fakestripe0000000000';
    this.webhookSecret = options.webhookSecret ?? 'whsec_fakestripe0000000000';
  }

  /** Listens on 127.0.0.1, on a port of its own; answers its base URL (STRIPE_API_URL). */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return this.origin;
  }

  // ---- Controls for tests -------------------------------------------------------------------------------------------

  /** The player passes (or fails) 3-D Secure, or approves (or turns down) PayPal / Klarna, on the provider's page. */
  completeAction(intentId: string, approved = true): Json {
    const intent = this.intent(intentId);
    if (intent.status !== 'requires_action') return intent;
    intent.next_action = null;
    if (approved) this.succeed(intent);
    else this.decline(intent, authenticationFailure, 'invalid_request_error');
    return intent;
  }

  /** A processing payment (a bank debit) clears or fails, as the bank answers days later. */
  settle(intentId: string, outcome: 'succeeded' | 'failed'): Json {
    const intent = this.intent(intentId);
    if (intent.status !== 'processing') return intent;
    if (outcome === 'succeeded') this.succeed(intent);
    else
      this.decline(intent, {
        code: 'payment_method_provider_decline',
        message: 'The bank declined the debit.',
        doc_url: 'https://docs.stripe.com/error-codes/payment-method-provider-decline',
      });
    return intent;
  }

  /** The player's bank wins a dispute: the money goes back (charge.dispute.created, then closed as lost). */
  loseDispute(intentId: string, amount?: number): void {
    const intent = this.intent(intentId);
    const chargeId = String(intent.latest_charge);
    const dispute: Json = {
      id: id('dp'),
      object: 'dispute',
      amount: amount ?? Number(intent.amount),
      currency: intent.currency,
      charge: chargeId,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      created: now(),
      livemode: false,
      metadata: {},
    };
    this.emit('charge.dispute.created', dispute);
    this.emit('charge.dispute.closed', { ...dispute, status: 'lost' });
  }

  /** The next `count` requests answer this HTTP status (500: Stripe down; the SDK retries with the same key). */
  failNext(status: number, count = 1): void {
    for (let i = 0; i < count; i += 1) this.failures.push(status);
  }

  /** The events raised about one payment intent (its own and its charge's, refunds and disputes), oldest first. */
  eventsFor(intentId: string): FakeStripeEvent[] {
    return this.events.filter((event) => {
      const object = event.data.object;
      return object.id === intentId || object.payment_intent === intentId;
    });
  }

  /** An event as Stripe posts it: the raw body and a Stripe-Signature header made with the account's secret. */
  signed(event: FakeStripeEvent, options: { secret?: string; timestamp?: number } = {}) {
    const rawBody = JSON.stringify({ ...event, object: 'event', api_version: Stripe.API_VERSION, livemode: false });
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp ?? Math.floor(this.clock().getTime() / 1000),
    });
    return { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  /** Posts a signed event to a webhook endpoint, as Stripe does; answers the endpoint's status. */
  async deliver(event: FakeStripeEvent, url: string, options: { secret?: string; timestamp?: number } = {}) {
    const { rawBody, headers } = this.signed(event, options);
    const response = await fetch(url, { method: 'POST', headers, body: rawBody });
    return response.status;
  }

  // ---- The API ------------------------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'];
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : null;
    this.requests.push({ method, path: url.pathname, idempotencyKey: key });
    const send = (status: number, json: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
      response.end(json);
    };
    if (url.pathname.startsWith('/fake/next-action/')) return this.hostedPage(url, response);
    const failure = this.failures.shift();
    if (failure !== undefined) {
      return send(failure, JSON.stringify({ error: { type: 'api_error', message: 'The fake is down for this test' } }));
    }
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
    }
    const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const scope = key ? `${method} ${url.pathname} ${key}` : null;
    const replay = scope ? this.idempotent.get(scope) : undefined;
    if (replay) {
      if (replay.params !== body) {
        return send(
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          }),
        );
      }
      return send(replay.status, replay.body, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let json: string;
    try {
      json = JSON.stringify(this.route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      json = JSON.stringify({ error: error.body });
    }
    if (scope && method === 'POST') this.idempotent.set(scope, { params: body, status, body: json });
    send(status, json);
  }

  private route(method: string, path: string, params: FormObject): Json {
    const parts = path.split('/').filter(Boolean);
    const [version, resource, resourceId, action] = parts;
    if (version !== 'v1') throw notFound('route', path);
    const expand = list(params, 'expand');
    if (resource === 'payment_intents') {
      if (method === 'POST' && !resourceId) return this.expanded(this.createIntent(params), expand);
      if (method === 'GET' && resourceId === 'search') return this.searchIntents(params);
      if (method === 'GET' && resourceId) return this.expanded(this.intent(resourceId), expand);
      if (method === 'POST' && resourceId && action === 'cancel')
        return this.expanded(this.cancelIntent(resourceId), expand);
      if (method === 'POST' && resourceId && action === 'confirm')
        return this.expanded(this.confirm(this.intent(resourceId), params), expand);
    }
    if (resource === 'customers') {
      if (method === 'POST' && !resourceId) return this.createCustomer(params);
      if (method === 'GET' && resourceId && action === 'payment_methods') {
        this.customer(resourceId);
        const data = [...this.paymentMethods.values()].filter((pm) => pm.customer === resourceId);
        return { object: 'list', data, has_more: false, url: path };
      }
      if (method === 'GET' && resourceId) return this.customer(resourceId);
    }
    if (resource === 'payment_methods' && resourceId) {
      const pm = this.paymentMethods.get(resourceId);
      if (!pm) throw notFound('PaymentMethod', resourceId);
      if (method === 'GET' && !action) return pm;
      if (method === 'POST' && action === 'detach') {
        if (!pm.customer) {
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: `The payment method you provided is not attached to a customer so detachment is impossible.`,
          });
        }
        pm.customer = null;
        this.emit('payment_method.detached', pm);
        return pm;
      }
    }
    if (resource === 'setup_intents' && method === 'POST' && !resourceId) return this.createSetupIntent(params);
    if (resource === 'refunds' && method === 'POST' && !resourceId) return this.createRefund(params);
    if (resource === 'charges' && method === 'GET' && resourceId) {
      const charge = this.charges.get(resourceId);
      if (!charge) throw notFound('charge', resourceId);
      return charge;
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** The provider's own page for a 3-D Secure challenge or a PayPal / Klarna approval: answers and sends the player back. */
  private hostedPage(url: URL, response: ServerResponse): void {
    const intentId = url.pathname.split('/').pop() ?? '';
    const intent = this.paymentIntents.get(intentId);
    if (!intent) {
      response.writeHead(404).end();
      return;
    }
    const returnUrl = String(intent.return_url ?? '');
    this.completeAction(intentId, url.searchParams.get('result') !== 'fail');
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', intentId);
    back.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
    back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    response.writeHead(302, { location: back.toString() }).end();
  }

  private expanded(object: Json, expand: string[]): Json {
    const copy: Json = { ...object };
    for (const path of expand) {
      const field = path.replace(/^data\./, '');
      const value = copy[field];
      if (typeof value !== 'string') continue;
      if (field === 'payment_method') copy[field] = this.paymentMethods.get(value) ?? value;
      if (field === 'latest_charge') copy[field] = this.charges.get(value) ?? value;
      if (field === 'customer') copy[field] = this.customers.get(value) ?? value;
    }
    return copy;
  }

  private intent(intentId: string): Json {
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw notFound('payment_intent', intentId);
    return intent;
  }

  private customer(customerId: string): Json {
    const customer = this.customers.get(customerId);
    if (!customer) throw notFound('customer', customerId);
    return customer;
  }

  /** A test method id (`pm_card_visa`) makes a fresh PaymentMethod, as Stripe does; another id must exist. */
  private resolveMethod(given: string, param: string): Json {
    const existing = this.paymentMethods.get(given);
    if (existing) return existing;
    const test = testMethods[given];
    if (!test) throw notFound('PaymentMethod', given, param);
    const pm: Json = {
      id: id('pm'),
      object: 'payment_method',
      type: test.type,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: test.card
        ? {
            brand: test.card.brand,
            display_brand: test.card.brand,
            last4: test.card.last4,
            exp_month: test.card.exp_month,
            exp_year: test.card.exp_year,
            funding: 'credit',
            country: 'US',
            wallet: test.card.wallet ? { type: test.card.wallet } : null,
          }
        : null,
      ...(test.type === 'paypal' ? { paypal: { payer_email: 'player@example.com' } } : {}),
      ...(test.type === 'klarna' ? { klarna: {} } : {}),
      customer: null,
      created: now(),
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(String(pm.id), pm);
    this.behaviours.set(String(pm.id), test);
    return pm;
  }

  private createIntent(params: FormObject): Json {
    const amount = Number(text(params, 'amount'));
    const currency = text(params, 'currency');
    if (!Number.isInteger(amount) || amount < 1) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer',
      });
    }
    if (!currency) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'currency',
        message: 'Missing required param: currency.',
      });
    }
    const customer = text(params, 'customer') ?? null;
    if (customer) this.customer(customer);
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      metadata: record(params, 'metadata'),
      payment_method: null,
      payment_method_types: ['card', 'klarna', 'paypal', 'us_bank_account'],
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      setup_future_usage: text(params, 'setup_future_usage') ?? null,
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      return_url: null,
      canceled_at: null,
      cancellation_reason: null,
      description: text(params, 'description') ?? null,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(intentId, intent);
    this.emit('payment_intent.created', intent);
    return text(params, 'confirm') === 'true' ? this.confirm(intent, params) : intent;
  }

  private confirm(intent: Json, params: FormObject): Json {
    const given = text(params, 'payment_method');
    if (!given) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it’s missing a payment method.',
      });
    }
    const pm = this.resolveMethod(given, 'payment_method');
    if (pm.customer && pm.customer !== intent.customer) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: `The provided PaymentMethod belongs to a different Customer (${String(pm.customer)}).`,
      });
    }
    const returnUrl = text(params, 'return_url');
    const behaviour = this.behaviours.get(String(pm.id))!;
    if ((behaviour.behaviour === 'authenticate' || behaviour.behaviour === 'redirect') && !returnUrl) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'return_url',
        message: 'This PaymentIntent requires a return_url to be confirmed with this payment method.',
      });
    }
    intent.payment_method = pm.id;
    intent.return_url = returnUrl ?? null;
    intent.last_payment_error = null;
    // A saved card pays off-session-ready: 3-D Secure was done when it was saved.
    const saved = pm.customer !== null && pm.customer === intent.customer;
    const step = saved && behaviour.behaviour === 'authenticate' ? 'succeed' : behaviour.behaviour;
    switch (step) {
      case 'succeed':
        this.succeed(intent);
        break;
      case 'decline':
        this.decline(intent, behaviour.decline!);
        throw new StripeApiError(402, this.errorBody(intent, behaviour.decline!, 'card_error'));
      case 'authenticate':
      case 'redirect':
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${this.origin}/fake/next-action/${String(intent.id)}`, return_url: returnUrl },
        };
        this.emit('payment_intent.requires_action', intent);
        break;
      case 'processing':
        intent.status = 'processing';
        this.emit('payment_intent.processing', intent);
        break;
    }
    return intent;
  }

  private errorBody(intent: Json, decline: FakeDecline, type: string): Json {
    return {
      type,
      code: decline.code,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      ...(decline.param ? { param: decline.param } : {}),
      message: decline.message,
      doc_url: decline.doc_url,
      charge: intent.latest_charge,
      payment_intent: { ...intent },
      payment_method: this.paymentMethods.get(String(intent.payment_method)),
      request_log_url: `https://dashboard.stripe.com/test/logs/${id('req')}`,
    };
  }

  private charge(intent: Json, status: 'succeeded' | 'failed', failure?: FakeDecline): Json {
    const pm = this.paymentMethods.get(String(intent.payment_method));
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: status === 'succeeded' ? intent.amount : 0,
      amount_refunded: 0,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details: pm ? { type: pm.type, ...(pm.card ? { card: pm.card } : {}) } : null,
      paid: status === 'succeeded',
      captured: status === 'succeeded',
      refunded: false,
      status,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      outcome: failure ? { type: 'issuer_declined', reason: failure.decline_code ?? failure.code } : null,
      created: now(),
      livemode: false,
      metadata: {},
    };
    this.charges.set(String(charge.id), charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  private succeed(intent: Json): void {
    const charge = this.charge(intent, 'succeeded');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.next_action = null;
    const pm = this.paymentMethods.get(String(intent.payment_method));
    if (pm && intent.setup_future_usage && intent.customer && !pm.customer) {
      pm.customer = intent.customer;
      this.emit('payment_method.attached', pm);
    }
    this.emit('charge.succeeded', charge);
    this.emit('payment_intent.succeeded', intent);
  }

  private decline(intent: Json, decline: FakeDecline, type = 'card_error'): void {
    const isCard = this.paymentMethods.get(String(intent.payment_method))?.type === 'card';
    const charge = isCard && type === 'card_error' ? this.charge(intent, 'failed', decline) : null;
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type,
      code: decline.code,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      ...(decline.param ? { param: decline.param } : {}),
      message: decline.message,
      doc_url: decline.doc_url,
      ...(charge ? { charge: charge.id } : {}),
      payment_method: this.paymentMethods.get(String(intent.payment_method)),
    };
    if (charge) this.emit('charge.failed', charge);
    this.emit('payment_intent.payment_failed', intent);
  }

  private cancelIntent(intentId: string): Json {
    const intent = this.intent(intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
        payment_intent: { ...intent },
      });
    }
    intent.status = 'canceled';
    intent.next_action = null;
    intent.canceled_at = now();
    intent.cancellation_reason = 'requested_by_customer';
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  private searchIntents(params: FormObject): Json {
    const query = text(params, 'query') ?? '';
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
    if (!match) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'query',
        message: `The fake understands only metadata['key']:'value' queries, not ${query}`,
      });
    }
    const [, field, quoted] = match;
    const value = quoted!.replace(/\\(.)/g, '$1');
    const data = [...this.paymentIntents.values()]
      .filter((intent) => (intent.metadata as Record<string, string>)[field!] === value)
      .map((intent) => this.expanded(intent, list(params, 'expand')));
    return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' };
  }

  private createCustomer(params: FormObject): Json {
    const customer: Json = {
      id: id('cus'),
      object: 'customer',
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      metadata: record(params, 'metadata'),
      invoice_settings: { default_payment_method: null },
      created: now(),
      livemode: false,
    };
    this.customers.set(String(customer.id), customer);
    this.emit('customer.created', customer);
    return customer;
  }

  private createSetupIntent(params: FormObject): Json {
    const customer = text(params, 'customer') ?? null;
    if (customer) this.customer(customer);
    const setupId = id('seti');
    const setup: Json = {
      id: setupId,
      object: 'setup_intent',
      client_secret: `${setupId}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      metadata: record(params, 'metadata'),
      payment_method: null,
      status: 'requires_payment_method',
      usage: text(params, 'usage') ?? 'off_session',
      next_action: null,
      last_setup_error: null,
      created: now(),
      livemode: false,
    };
    this.setupIntents.set(setupId, setup);
    const given = text(params, 'payment_method');
    if (text(params, 'confirm') !== 'true' || !given) return setup;
    const pm = this.resolveMethod(given, 'payment_method');
    const behaviour = this.behaviours.get(String(pm.id))!;
    setup.payment_method = pm.id;
    if (behaviour.behaviour === 'decline') {
      const decline = behaviour.decline!;
      setup.last_setup_error = { type: 'card_error', ...decline };
      throw new StripeApiError(402, {
        type: 'card_error',
        ...decline,
        setup_intent: { ...setup },
        payment_method: pm,
      });
    }
    if (behaviour.behaviour === 'authenticate') {
      setup.status = 'requires_action';
      setup.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.origin}/fake/next-action/${setupId}`, return_url: text(params, 'return_url') },
      };
      return setup;
    }
    setup.status = 'succeeded';
    if (customer) pm.customer = customer;
    this.emit('setup_intent.succeeded', setup);
    return setup;
  }

  private createRefund(params: FormObject): Json {
    const intentId = text(params, 'payment_intent') ?? '';
    const intent = this.intent(intentId);
    const charge = this.charges.get(String(intent.latest_charge));
    if (intent.status !== 'succeeded' || !charge) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = text(params, 'amount') !== undefined ? Number(text(params, 'amount')) : left;
    if (amount > left || amount < 1) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: text(params, 'reason') ?? null,
      metadata: record(params, 'metadata'),
      created: now(),
    };
    this.refunds.set(String(refund.id), refund);
    const before = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge, before);
    return refund;
  }

  private emit(type: string, object: Json, previous?: Json): void {
    this.events.push({
      id: id('evt'),
      type,
      created: now(),
      // A snapshot, as Stripe's event carries the object as it was then.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    });
  }
}
