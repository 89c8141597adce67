import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Types } from '@adyen/api-library';
import { hmacValidator } from '../../../app/server/payments/adyen/adyen-library.server';
import {
  fakeCards,
  holderNameRefusals,
  notAuthenticated,
  offeredMethods,
  redirectMethods,
  type FakeRefusal,
} from './fake-adyen-cards';

// A local stand-in for Adyen's Checkout API (v72), answered with Adyen's published response shapes, for the real
// @adyen/api-library to talk to through our HTTP client (ADYEN_API_URL). It keeps state (payments, stored methods
// per shopper, refunds, idempotency keys), knows Adyen's test cards and holder-name refusals, sends the shopper to
// pages of its own for PayPal, Klarna and 3-D Secure, and signs notifications with the library's HMAC.

type NotificationItem = Types.notification.NotificationRequestItem;

export interface FakeAdyenOptions {
  apiKey: string;
  merchantAccount: string;
  /** Hex, as Adyen's Customer Area shows it. */
  hmacKey: string;
}

type Status = 'awaiting' | 'received' | 'authorised' | 'partial' | 'refused' | 'cancelled';

export interface FakeStoredMethod {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  challenge: boolean;
}

export interface FakePayment {
  pspReference: string;
  reference: string;
  amount: { value: number; currency: string };
  /** What was authorised (less than `amount` for a partial authorisation). */
  authorised: number;
  refunded: number;
  status: Status;
  methodType: string;
  card: { brand: string; lastFour: string; expiryMonth: string; expiryYear: string } | null;
  refusal: FakeRefusal | null;
  returnUrl: string;
  shopperReference: string | null;
  /** Keep the card for the shopper once authorised (storePaymentMethod). */
  store: boolean;
  storedMethodId: string | null;
}

export interface FakeNotification {
  item: NotificationItem;
  /** The body Adyen posts: `{ live, notificationItems: [{ NotificationRequestItem }] }`. */
  rawBody: string;
}

export interface FakeAdyenRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  idempotencyKey: string | null;
}

export interface FakeAdyen {
  /** ADYEN_API_URL: the library's https://checkout-test.adyen.com becomes this. */
  url: string;
  options: FakeAdyenOptions;
  requests: FakeAdyenRequest[];
  /** Every notification the fake signed, in order. */
  notifications: FakeNotification[];
  /** The payment made with our reference (our payment id). */
  paymentOf(reference: string): FakePayment | undefined;
  payment(pspReference: string): FakePayment;
  storedMethods(shopperReference: string): FakeStoredMethod[];
  /** The shopper approves (or cancels) at PayPal / Klarna: answers the `redirectResult` Adyen appends to returnUrl. */
  completeRedirect(pspReference: string, approved: boolean): string;
  /** The shopper answers the 3-D Secure challenge ("password" passes): answers the `redirectResult`. */
  completeChallenge(pspReference: string, password: string): string;
  /** A pending payment (holder name PENDING) is decided: signs its AUTHORISATION notification. */
  settlePending(pspReference: string, success: boolean): FakeNotification;
  /** The shopper's bank disputes the payment: signs a CHARGEBACK notification. */
  chargeback(pspReference: string, amount?: number): FakeNotification;
  /** The notifications signed for one payment (its own and its modifications'), oldest first. */
  notificationsOf(pspReference: string, eventCode?: string): FakeNotification[];
  /** Posts a notification to a URL as Adyen does; answers the status and body. */
  send(notification: FakeNotification, url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const BASE = '/v72';

function newPspReference(): string {
  // Adyen's PSP references are 16 characters, letters and digits.
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').slice(0, 16).toUpperCase();
}

class FakeAdyenError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: 'validation' | 'security' | 'internal' = 'validation',
  ) {
    super(message);
  }
}

/** `test_4111111111111111` -> `4111111111111111`: Adyen's test integrations send card fields unencrypted so. */
function unwrapTestField(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.startsWith('test_'))
    throw new FakeAdyenError(422, '174', `Unable to decrypt data: ${field}`);
  return value.slice('test_'.length);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function redirectTo(url: string, redirectResult: string): string {
  const target = new URL(url);
  target.searchParams.set('redirectResult', redirectResult);
  return target.toString();
}

export async function startFakeAdyen(options: FakeAdyenOptions): Promise<FakeAdyen> {
  const payments = new Map<string, FakePayment>();
  const stored = new Map<string, FakeStoredMethod[]>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const redirectResults = new Map<string, { pspReference: string; approved: boolean }>();
  const notifications: FakeNotification[] = [];
  const requests: FakeAdyenRequest[] = [];
  const validator = new hmacValidator();
  let url = '';

  function sign(
    payment: FakePayment,
    eventCode: string,
    success: boolean,
    extra: { pspReference?: string; value?: number; reason?: string } = {},
  ): FakeNotification {
    const item = {
      additionalData: {} as Record<string, string>,
      amount: { currency: payment.amount.currency, value: extra.value ?? payment.amount.value },
      eventCode: eventCode as NotificationItem['eventCode'],
      eventDate: new Date().toISOString(),
      merchantAccountCode: options.merchantAccount,
      merchantReference: payment.reference,
      pspReference: extra.pspReference ?? payment.pspReference,
      ...(extra.pspReference ? { originalReference: payment.pspReference } : {}),
      paymentMethod: payment.card?.brand ?? payment.methodType,
      reason: extra.reason ?? '',
      success: (success ? 'true' : 'false') as NotificationItem['success'],
    } as NotificationItem;
    item.additionalData!.hmacSignature = validator.calculateHmac(item, options.hmacKey);
    const notification = {
      item,
      rawBody: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    };
    notifications.push(notification);
    return notification;
  }

  function paymentOrFail(pspReference: string): FakePayment {
    const payment = payments.get(pspReference);
    if (!payment) throw new FakeAdyenError(422, '167', 'Original pspReference required for this operation');
    return payment;
  }

  /** The payment's answer, as /payments and /payments/details give it. */
  function paymentResponse(payment: FakePayment): Record<string, unknown> {
    const base: Record<string, unknown> = {
      pspReference: payment.pspReference,
      merchantReference: payment.reference,
      amount: payment.amount,
    };
    switch (payment.status) {
      case 'awaiting': {
        const page = payment.methodType === 'scheme' ? 'threeDS' : 'redirect';
        return {
          ...base,
          resultCode: 'RedirectShopper',
          action: {
            paymentMethodType: payment.methodType,
            type: 'redirect',
            method: 'GET',
            url: `${url}/hpp/${page}/${payment.pspReference}`,
          },
        };
      }
      case 'received':
        return { ...base, resultCode: 'Received' };
      case 'refused':
        return {
          ...base,
          resultCode: payment.refusal?.resultCode ?? 'Refused',
          refusalReason: payment.refusal?.refusalReason,
          refusalReasonCode: payment.refusal?.refusalReasonCode,
        };
      case 'cancelled':
        return { ...base, resultCode: 'Cancelled' };
      case 'authorised':
      case 'partial': {
        const additionalData: Record<string, string> = {};
        if (payment.card) {
          additionalData.cardSummary = payment.card.lastFour;
          additionalData.expiryDate = `${Number(payment.card.expiryMonth)}/${payment.card.expiryYear}`;
          additionalData.paymentMethod = payment.card.brand;
        }
        if (payment.storedMethodId && payment.shopperReference) {
          additionalData['recurring.recurringDetailReference'] = payment.storedMethodId;
          additionalData['recurring.shopperReference'] = payment.shopperReference;
        }
        return {
          ...base,
          additionalData,
          resultCode: payment.status === 'partial' ? 'PartiallyAuthorised' : 'Authorised',
          amount: { currency: payment.amount.currency, value: payment.authorised },
          paymentMethod: { type: payment.methodType, ...(payment.card ? { brand: payment.card.brand } : {}) },
        };
      }
    }
  }

  /** Authorises (keeping the card when asked) or refuses a payment, and signs its AUTHORISATION notification. */
  function decide(payment: FakePayment, refusal: FakeRefusal | null): void {
    if (refusal) {
      payment.status = 'refused';
      payment.refusal = refusal;
      sign(payment, 'AUTHORISATION', false, { reason: refusal.refusalReason });
      return;
    }
    payment.status = 'authorised';
    payment.authorised = payment.amount.value;
    if (payment.store && payment.shopperReference && payment.card && !payment.storedMethodId) {
      const methods = stored.get(payment.shopperReference) ?? [];
      const method: FakeStoredMethod = {
        id: newPspReference(),
        brand: payment.card.brand,
        lastFour: payment.card.lastFour,
        expiryMonth: payment.card.expiryMonth,
        expiryYear: payment.card.expiryYear,
        holderName: 'Checkout Shopper',
        challenge: false,
      };
      methods.push(method);
      stored.set(payment.shopperReference, methods);
      payment.storedMethodId = method.id;
    }
    sign(payment, 'AUTHORISATION', true, {
      reason: payment.card
        ? `123456:${payment.card.lastFour}:${payment.card.expiryMonth}/${payment.card.expiryYear}`
        : '',
    });
  }

  function createPayment(body: Record<string, unknown>): Record<string, unknown> {
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (!amount || typeof amount.value !== 'number' || typeof amount.currency !== 'string')
      throw new FakeAdyenError(422, '100', 'Required field amount is not provided.');
    if (typeof body.reference !== 'string' || body.reference === '')
      throw new FakeAdyenError(422, '130', 'Required field reference is not provided.');
    if (typeof body.returnUrl !== 'string')
      throw new FakeAdyenError(422, '14_0', 'Required field returnUrl is not provided.');
    const method = (body.paymentMethod ?? {}) as Record<string, unknown>;
    const methodType = typeof method.type === 'string' ? method.type : '';
    const shopperReference = typeof body.shopperReference === 'string' ? body.shopperReference : null;
    const payment: FakePayment = {
      pspReference: newPspReference(),
      reference: body.reference,
      amount: { value: amount.value, currency: amount.currency },
      authorised: 0,
      refunded: 0,
      status: 'awaiting',
      methodType,
      card: null,
      refusal: null,
      returnUrl: body.returnUrl,
      shopperReference,
      store: body.storePaymentMethod === true,
      storedMethodId: null,
    };
    let challenge = false;
    let holderName = typeof method.holderName === 'string' ? method.holderName : '';
    if (methodType === 'scheme' && typeof method.storedPaymentMethodId === 'string') {
      const card = (stored.get(shopperReference ?? '') ?? []).find((each) => each.id === method.storedPaymentMethodId);
      if (!card) throw new FakeAdyenError(422, '800', 'Contract not found');
      if (body.recurringProcessingModel === undefined)
        throw new FakeAdyenError(422, '14_0', 'Required field recurringProcessingModel is not provided.');
      payment.card = card;
      payment.storedMethodId = card.id;
      challenge = card.challenge;
      holderName = card.holderName;
    } else if (methodType === 'scheme') {
      const number = unwrapTestField(method.encryptedCardNumber, 'encryptedCardNumber');
      const known = fakeCards[number];
      payment.card = {
        brand: known?.brand ?? 'visa',
        lastFour: number.slice(-4),
        expiryMonth: unwrapTestField(method.encryptedExpiryMonth, 'encryptedExpiryMonth'),
        expiryYear: unwrapTestField(method.encryptedExpiryYear, 'encryptedExpiryYear'),
      };
      if (!known) payment.refusal = holderNameRefusals.INVALID_CARD!;
      challenge = known?.challenge ?? false;
    } else if (methodType === 'googlepay' || methodType === 'applepay') {
      if (typeof method.googlePayToken !== 'string' && typeof method.applePayToken !== 'string')
        throw new FakeAdyenError(422, '14_0', 'Required field token is not provided.');
      payment.card = { brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030' };
    } else if (!(redirectMethods as readonly string[]).includes(methodType)) {
      throw new FakeAdyenError(422, '905', 'Payment details are not supported');
    }
    payments.set(payment.pspReference, payment);
    if (payment.refusal) {
      decide(payment, payment.refusal);
    } else if (holderName === 'PENDING') {
      payment.status = 'received';
    } else if (holderName === 'PARTIAL') {
      payment.status = 'partial';
      payment.authorised = Math.floor(payment.amount.value / 2);
      sign(payment, 'AUTHORISATION', true, { value: payment.authorised });
    } else if (holderNameRefusals[holderName]) {
      decide(payment, holderNameRefusals[holderName] ?? null);
    } else if (methodType === 'scheme' && challenge) {
      payment.status = 'awaiting';
    } else if (methodType === 'scheme' || methodType === 'googlepay' || methodType === 'applepay') {
      decide(payment, null);
    }
    return paymentResponse(payment);
  }

  function paymentDetails(body: Record<string, unknown>): Record<string, unknown> {
    const details = (body.details ?? {}) as Record<string, unknown>;
    const token = typeof details.redirectResult === 'string' ? details.redirectResult : null;
    const answer = token ? redirectResults.get(token) : undefined;
    if (!answer) throw new FakeAdyenError(422, '14_018', 'Invalid payload provided');
    const payment = paymentOrFail(answer.pspReference);
    if (payment.status === 'awaiting') {
      if (payment.methodType === 'scheme') decide(payment, answer.approved ? null : notAuthenticated);
      else if (answer.approved) decide(payment, null);
      else {
        payment.status = 'cancelled';
        sign(payment, 'AUTHORISATION', false, { reason: 'Cancelled' });
      }
    }
    return paymentResponse(payment);
  }

  function modification(
    pspReference: string,
    kind: 'refunds' | 'reversals' | 'cancels',
    body: Record<string, unknown>,
  ): Record<string, unknown> {
    const payment = paymentOrFail(pspReference);
    const modificationReference = newPspReference();
    const reference = typeof body.reference === 'string' ? body.reference : undefined;
    const answer = {
      merchantAccount: options.merchantAccount,
      paymentPspReference: pspReference,
      pspReference: modificationReference,
      ...(reference ? { reference } : {}),
      status: 'received',
    };
    if (kind === 'refunds') {
      const amount = body.amount as { value?: unknown } | undefined;
      const value = typeof amount?.value === 'number' ? amount.value : 0;
      const allowed = (payment.status === 'authorised' || payment.status === 'partial') && value > 0;
      const fits = allowed && payment.refunded + value <= payment.authorised;
      if (fits) payment.refunded += value;
      sign(payment, 'REFUND', fits, {
        pspReference: modificationReference,
        value,
        reason: fits ? '' : 'Insufficient balance on payment',
      });
      return { ...answer, amount: { currency: payment.amount.currency, value } };
    }
    const cancellable = payment.status !== 'refused' && payment.status !== 'cancelled';
    if (cancellable) payment.status = 'cancelled';
    sign(payment, kind === 'reversals' ? 'CANCEL_OR_REFUND' : 'CANCELLATION', cancellable, {
      pspReference: modificationReference,
    });
    return answer;
  }

  function technicalCancel(body: Record<string, unknown>): Record<string, unknown> {
    if (typeof body.paymentReference !== 'string')
      throw new FakeAdyenError(422, '14_0', 'Required field paymentReference is not provided.');
    const modificationReference = newPspReference();
    for (const payment of payments.values()) {
      if (payment.reference !== body.paymentReference) continue;
      const cancellable = payment.status !== 'refused' && payment.status !== 'cancelled';
      if (cancellable) payment.status = 'cancelled';
      sign(payment, 'TECHNICAL_CANCEL', cancellable, { pspReference: modificationReference });
    }
    return {
      merchantAccount: options.merchantAccount,
      paymentReference: body.paymentReference,
      pspReference: modificationReference,
      ...(typeof body.reference === 'string' ? { reference: body.reference } : {}),
      status: 'received',
    };
  }

  function storedMethodsResponse(shopperReference: string): Record<string, unknown> {
    return {
      merchantAccount: options.merchantAccount,
      shopperReference,
      storedPaymentMethods: (stored.get(shopperReference) ?? []).map((method) => ({
        brand: method.brand,
        expiryMonth: method.expiryMonth,
        expiryYear: method.expiryYear,
        holderName: method.holderName,
        id: method.id,
        lastFour: method.lastFour,
        name: method.brand === 'mc' ? 'Mastercard' : method.brand.toUpperCase(),
        supportedRecurringProcessingModels: ['CardOnFile'],
        supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
        type: 'scheme',
      })),
    };
  }

  function answerChallengePage(pspReference: string, password: string): string {
    return redirectTo(payments.get(pspReference)!.returnUrl, fake.completeChallenge(pspReference, password));
  }

  /** The shopper's pages: PayPal / Klarna's approval and the issuer's 3-D Secure challenge, plain HTML. */
  function shopperPage(request: IncomingMessage, response: ServerResponse, path: string, form: URLSearchParams) {
    const [, , page, pspReference = ''] = path.split('/');
    const payment = payments.get(pspReference);
    if (!payment) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment');
      return;
    }
    if (request.method === 'POST') {
      const location =
        page === 'threeDS'
          ? answerChallengePage(pspReference, form.get('password') ?? '')
          : redirectTo(payment.returnUrl, fake.completeRedirect(pspReference, form.get('answer') === 'approve'));
      response.writeHead(303, { location }).end();
      return;
    }
    const fields =
      page === 'threeDS'
        ? '<label>Password <input name="password" autocomplete="off"></label><button>Submit</button>'
        : '<button name="answer" value="approve">Approve</button><button name="answer" value="cancel">Cancel</button>';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Fake Adyen ${page}</title><h1>${payment.methodType} ${payment.amount.value} ${payment.amount.currency}</h1><form method="post">${fields}</form>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    if (target.pathname.startsWith('/hpp/')) {
      shopperPage(request, response, target.pathname, new URLSearchParams(raw));
      return;
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? 'GET', path: target.pathname + target.search, body, idempotencyKey });
    if (request.headers['x-api-key'] !== options.apiKey)
      throw new FakeAdyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
    const merchantAccount = body?.merchantAccount ?? target.searchParams.get('merchantAccount');
    // /payments/details names no merchant account: the redirect result says which payment it is.
    if (target.pathname !== `${BASE}/payments/details` && merchantAccount !== options.merchantAccount)
      throw new FakeAdyenError(403, '901', 'Invalid Merchant Account', 'security');
    if (idempotencyKey) {
      const earlier = idempotent.get(`${request.method} ${target.pathname} ${idempotencyKey}`);
      if (earlier) {
        sendJson(response, earlier.status, earlier.body);
        return;
      }
    }
    const path = target.pathname.slice(BASE.length);
    let status = 200;
    let answer: unknown;
    const modificationMatch = /^\/payments\/([A-Z0-9]+)\/(refunds|reversals|cancels)$/.exec(path);
    const storedMatch = /^\/storedPaymentMethods\/([A-Za-z0-9]+)$/.exec(path);
    if (request.method === 'POST' && path === '/paymentMethods') {
      const shopperReference = typeof body?.shopperReference === 'string' ? body.shopperReference : null;
      answer = {
        paymentMethods: offeredMethods,
        ...(shopperReference
          ? { storedPaymentMethods: storedMethodsResponse(shopperReference).storedPaymentMethods }
          : {}),
      };
    } else if (request.method === 'POST' && path === '/payments') {
      answer = createPayment(body ?? {});
    } else if (request.method === 'POST' && path === '/payments/details') {
      answer = paymentDetails(body ?? {});
    } else if (request.method === 'POST' && modificationMatch) {
      status = 201;
      answer = modification(modificationMatch[1]!, modificationMatch[2] as 'refunds', body ?? {});
    } else if (request.method === 'POST' && path === '/cancels') {
      status = 201;
      answer = technicalCancel(body ?? {});
    } else if (request.method === 'GET' && path === '/storedPaymentMethods') {
      answer = storedMethodsResponse(target.searchParams.get('shopperReference') ?? '');
    } else if (request.method === 'DELETE' && storedMatch) {
      const shopperReference = target.searchParams.get('shopperReference') ?? '';
      const methods = stored.get(shopperReference) ?? [];
      if (!methods.some((method) => method.id === storedMatch[1]))
        throw new FakeAdyenError(422, '800', 'Contract not found');
      stored.set(
        shopperReference,
        methods.filter((method) => method.id !== storedMatch[1]),
      );
      response.writeHead(204).end();
      return;
    } else {
      throw new FakeAdyenError(404, '000', `No such endpoint ${request.method} ${target.pathname}`);
    }
    if (idempotencyKey)
      idempotent.set(`${request.method} ${target.pathname} ${idempotencyKey}`, { status, body: answer });
    sendJson(response, status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof FakeAdyenError) {
        sendJson(response, error.status, {
          status: error.status,
          errorCode: error.errorCode,
          message: error.message,
          errorType: error.errorType,
        });
      } else {
        sendJson(response, 500, { status: 500, errorCode: '000', message: String(error), errorType: 'internal' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function registerRedirectResult(pspReference: string, approved: boolean): string {
    const payment = paymentOrFail(pspReference);
    if (payment.status !== 'awaiting') throw new Error(`Fake Adyen: ${pspReference} waits for no shopper`);
    const token = `Ab02b4c0!${randomBytes(24).toString('base64url')}`;
    redirectResults.set(token, { pspReference, approved });
    return token;
  }

  const fake: FakeAdyen = {
    url,
    options,
    requests,
    notifications,
    paymentOf: (reference) => [...payments.values()].find((payment) => payment.reference === reference),
    payment: (pspReference) => {
      const payment = payments.get(pspReference);
      if (!payment) throw new Error(`Fake Adyen: no payment ${pspReference}`);
      return payment;
    },
    storedMethods: (shopperReference) => stored.get(shopperReference) ?? [],
    completeRedirect: (pspReference, approved) => registerRedirectResult(pspReference, approved),
    completeChallenge: (pspReference, password) => registerRedirectResult(pspReference, password === 'password'),
    settlePending(pspReference, success) {
      const payment = fake.payment(pspReference);
      if (payment.status !== 'received') throw new Error(`Fake Adyen: ${pspReference} is not pending`);
      decide(payment, success ? null : holderNameRefusals.DECLINED!);
      return notifications.at(-1)!;
    },
    chargeback(pspReference, amount) {
      const payment = fake.payment(pspReference);
      return sign(payment, 'CHARGEBACK', true, {
        pspReference: newPspReference(),
        value: amount ?? payment.authorised,
        reason: 'Fraudulent transaction',
      });
    },
    notificationsOf: (pspReference, eventCode) =>
      notifications.filter(
        (each) =>
          (each.item.pspReference === pspReference || each.item.originalReference === pspReference) &&
          (eventCode === undefined || each.item.eventCode === eventCode),
      ),
    async send(notification, to) {
      const response = await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: notification.rawBody,
      });
      return { status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
