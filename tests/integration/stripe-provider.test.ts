import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReporter } from '~/lib/error-reporting';
import { PaymentMethodRefusedError, WebhookRejectedError, type CreatePaymentInput } from '~/server/payments/provider';
import { StripeProvider } from '~/server/payments/stripe/stripe-provider.server';
import { FakeStripe } from '../helpers/fake-stripe/fake-stripe';

// The Stripe adapter through the official SDK, over HTTP, against the local fake of Stripe's API.

const clockNow = new Date();
const fake = new FakeStripe({ now: () => clockNow });
const reported: Array<{ error: unknown; level: string | undefined }> = [];
const reporter: ErrorReporter = { capture: (error, options) => void reported.push({ error, level: options?.level }) };
let provider: StripeProvider;

beforeAll(async () => {
  const apiUrl = await fake.start();
  provider = new StripeProvider(
    { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl, mode: 'test' },
    { clock: { now: () => clockNow }, shopHandle: 'neon-drift', siteOrigin: 'https://shop.example', reporter },
  );
});
afterAll(() => fake.stop());

let payments = 0;
function input(paymentMethodId: string, extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  payments += 1;
  return {
    paymentId: `00000000-0000-4000-8000-${String(payments).padStart(12, '0')}`,
    shopHandle: 'neon-drift',
    amount: 1299,
    currency: 'EUR',
    method: { type: 'scheme', providerData: { paymentMethodId } },
    returnPath: '/neon-drift/checkout/result',
    ...extra,
  };
}

function headersOf(signed: { headers: Record<string, string> }) {
  return new Headers(signed.headers);
}

describe('given a Stripe shop', () => {
  it('pays with a Visa card: authorised, succeeded, the card shown as VISA 4242', async () => {
    const payment = await provider.createPayment(input('pm_card_visa'));
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      action: null,
      error: null,
      refusalReason: null,
      card: { brand: 'VISA', last4: '4242' },
    });
    const intent = fake.paymentIntents.get(payment.ref)!;
    expect(intent.metadata).toEqual({ paymentId: expect.any(String), shop: 'neon-drift' });
    expect(intent.currency).toBe('eur');
    expect(await provider.retrieve(payment.ref)).toMatchObject({ outcome: 'SUCCEEDED', card: { brand: 'VISA' } });
  });

  it('asked twice for one payment id, charges once (the id is the idempotency key)', async () => {
    const once = input('pm_card_mastercard');
    const first = await provider.createPayment(once);
    const second = await provider.createPayment(once);
    expect(second.ref).toBe(first.ref);
    expect([...fake.paymentIntents.values()].filter((pi) => pi.id === first.ref)).toHaveLength(1);
    expect(first.card).toEqual({ brand: 'MASTER_CARD', last4: '4444' });
  });

  it('retries a failed request with the same key and charges once', async () => {
    fake.failNext(500);
    const payment = await provider.createPayment(input('pm_card_visa'));
    expect(payment.outcome).toBe('SUCCEEDED');
    const keys = fake.requests.filter((request) => request.path === '/v1/payment_intents').slice(-2);
    expect(keys[0]!.idempotencyKey).toBe(keys[1]!.idempotencyKey);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', null, 'Your card was declined. Try another card'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'card_declined',
      'insufficient_funds',
      null,
      'Your card has insufficient funds',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', null, 'exp_month', 'Your card has expired'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', null, 'cvc', 'security code is incorrect'],
    ['pm_card_chargeDeclinedLostCard', 'card_declined', 'lost_card', null, 'Your card was declined'],
    ['pm_card_chargeDeclinedStolenCard', 'card_declined', 'stolen_card', null, 'Your card was declined'],
  ])(
    'a decline (%s) is refused with every error field and a reason the player understands',
    async (pm, code, decline, param, reason) => {
      const payment = await provider.createPayment(input(pm));
      expect(payment).toMatchObject({ resultCode: 'Refused', outcome: 'CANCELED', action: null });
      expect(payment.refusalReason).toContain(reason);
      expect(payment.error).toEqual({
        type: 'card_error',
        code,
        decline_code: decline,
        param,
        message: expect.any(String),
        doc_url: expect.stringMatching(/^https:\/\/docs\.stripe\.com\//),
        charge: expect.stringMatching(/^ch_/),
        payment_intent: payment.ref,
        payment_method: expect.stringMatching(/^pm_/),
        setup_intent: null,
        source: null,
      });
      // Spec section 8: the decline is reported with its fields, as information (a decline is not our fault).
      const last = reported.at(-1)!;
      expect(last.level).toBe('info');
      expect(last.error).toMatchObject({ name: 'PaymentProviderError', type: 'card_error', code });
    },
  );

  it('a processing error ends as Error, with a reason saying no money was taken', async () => {
    const payment = await provider.createPayment(input('pm_card_chargeDeclinedProcessingError'));
    expect(payment).toMatchObject({ resultCode: 'Error', outcome: 'CANCELED' });
    expect(payment.refusalReason).toContain('No money was taken');
  });

  it('3-D Secure: a challenge on the bank page, then paid once the player passes it', async () => {
    const payment = await provider.createPayment(input('pm_card_threeDSecure2Required'));
    expect(payment).toMatchObject({ resultCode: 'ChallengeShopper', outcome: 'UNKNOWN' });
    expect(payment.action).toEqual({
      type: 'challenge',
      url: expect.stringContaining(`/fake/next-action/${payment.ref}`),
    });
    const paymentId = fake.paymentIntents.get(payment.ref)!.metadata as { paymentId: string };
    expect(fake.paymentIntents.get(payment.ref)!.return_url).toBe(
      `https://shop.example/neon-drift/checkout/result?paymentIntentId=${paymentId.paymentId}`,
    );
    fake.completeAction(payment.ref, true);
    expect(await provider.submitDetails(payment.ref)).toMatchObject({ resultCode: 'Authorised', outcome: 'SUCCEEDED' });
  });

  it('3-D Secure on a shop’s own domain: the bank sends the player back to the site they paid on', async () => {
    const payment = await provider.createPayment(
      input('pm_card_threeDSecure2Required', { returnOrigin: 'https://play.neondrift.test' }),
    );
    expect(new URL(String(fake.paymentIntents.get(payment.ref)!.return_url)).origin).toBe(
      'https://play.neondrift.test',
    );
  });

  it('3-D Secure failed: refused with the authentication error and its own reason', async () => {
    const payment = await provider.createPayment(input('pm_card_authenticationRequired'));
    fake.completeAction(payment.ref, false);
    const after = await provider.submitDetails(payment.ref);
    expect(after).toMatchObject({ resultCode: 'Refused', outcome: 'CANCELED' });
    expect(after.error).toMatchObject({ code: 'payment_intent_authentication_failure', payment_intent: payment.ref });
    expect(after.refusalReason).toContain('3-D Secure failed');
  });

  it.each([
    ['paypal', 'pm_paypal'],
    ['klarna', 'pm_klarna'],
  ] as const)('%s: a redirect to the provider page, then paid once approved', async (type, pm) => {
    const payment = await provider.createPayment({
      ...input(pm),
      method: { type, providerData: { paymentMethodId: pm } },
    });
    expect(payment).toMatchObject({ resultCode: 'RedirectShopper', outcome: 'UNKNOWN', card: null });
    expect(payment.action?.type).toBe('redirect');
    // The player approves on the provider's page and comes back to our return URL with the intent's id.
    const response = await fetch(payment.action!.type === 'redirect' ? payment.action!.url : '', {
      redirect: 'manual',
    });
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://shop.example/neon-drift/checkout/result');
    expect(back.searchParams.get('payment_intent')).toBe(payment.ref);
    expect(back.searchParams.get('paymentIntentId')).toMatch(/^00000000-/);
    expect(await provider.submitDetails(payment.ref)).toMatchObject({ outcome: 'SUCCEEDED' });
  });

  it('a bank debit waits (Pending) and its webhook says when it cleared', async () => {
    const payment = await provider.createPayment(input('pm_usBankAccount'));
    expect(payment).toMatchObject({ resultCode: 'Pending', outcome: 'UNKNOWN', action: null });
    fake.settle(payment.ref, 'succeeded');
    const event = fake.eventsFor(payment.ref).find((candidate) => candidate.type === 'payment_intent.succeeded')!;
    const signed = fake.signed(event);
    expect(provider.parseWebhook(signed.rawBody, headersOf(signed))).toEqual([
      {
        eventId: event.id,
        type: 'payment_intent.succeeded',
        providerRef: payment.ref,
        payment: { resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
        payload: expect.objectContaining({ id: event.id }),
      },
    ]);
  });

  it('a method Stripe does not know is the request’s fault (422 on its field), not a refusal', async () => {
    await expect(provider.createPayment(input('pm_doesnotexist'))).rejects.toThrow(PaymentMethodRefusedError);
    await expect(
      provider.createPayment({ ...input('pm_card_visa'), method: { type: 'scheme', providerData: { card: '4242' } } }),
    ).rejects.toMatchObject({ field: 'method.providerData.paymentMethodId' });
    expect(provider.hasPaymentData({ type: 'scheme', providerData: { paymentMethodId: 'pm_card_visa' } })).toBe(true);
    expect(provider.hasPaymentData({ type: 'scheme' })).toBe(false);
  });

  it('cancels a payment waiting for the player; a paid one stays paid', async () => {
    const waiting = await provider.createPayment(input('pm_paypal'));
    expect(await provider.cancel(waiting.ref)).toMatchObject({ resultCode: 'Cancelled', outcome: 'CANCELED' });
    const paid = await provider.createPayment(input('pm_card_visa'));
    expect(await provider.cancel(paid.ref)).toMatchObject({ outcome: 'SUCCEEDED' });
  });

  it('refunds in parts; each refund event names its refund and carries only its own amount', async () => {
    const paid = await provider.createPayment(input('pm_card_visa'));
    const first = await provider.refund(paid.ref, 300);
    expect(first).toEqual({ refunded: 300, refundRef: expect.stringMatching(/^re_/) });
    const second = await provider.refund(paid.ref, 999);
    expect(second.refunded).toBe(999);
    await expect(provider.refund(paid.ref, 1)).rejects.toThrow(/greater than unrefunded/);
    const refunds = fake
      .eventsFor(paid.ref)
      .filter((event) => event.type === 'refund.created' || event.type === 'charge.refunded')
      .flatMap((event) => {
        const signed = fake.signed(event);
        return provider.parseWebhook(signed.rawBody, headersOf(signed));
      });
    expect(refunds.map((event) => [event.providerRef, event.refund])).toEqual([
      [paid.ref, { amount: 300, reason: 'refund', refundRef: first.refundRef }],
      [paid.ref, { amount: 999, reason: 'refund', refundRef: second.refundRef }],
    ]);
    expect(refunds[0]!.payment.outcome).toBe('SUCCEEDED');
  });

  it('a lost dispute gives the money back as a refund with reason dispute; other events are ignored', async () => {
    const paid = await provider.createPayment(input('pm_card_visa'));
    fake.loseDispute(paid.ref);
    const events = fake.eventsFor(paid.ref).flatMap((event) => {
      const signed = fake.signed(event);
      return provider.parseWebhook(signed.rawBody, headersOf(signed));
    });
    expect(events.filter((event) => event.refund)).toEqual([
      expect.objectContaining({
        type: 'charge.dispute.closed',
        refund: { amount: 1299, reason: 'dispute', refundRef: expect.stringMatching(/^dp_/) },
      }),
    ]);
  });

  it('refuses forged, re-signed and stale webhooks', async () => {
    const paid = await provider.createPayment(input('pm_card_visa'));
    const event = fake.eventsFor(paid.ref).find((candidate) => candidate.type === 'payment_intent.succeeded')!;
    const forged = fake.signed(event, { secret: 'whsec_someoneelse000000' });
    expect(() => provider.parseWebhook(forged.rawBody, headersOf(forged))).toThrow(WebhookRejectedError);
    const signed = fake.signed(event);
    const tampered = signed.rawBody.replace('"succeeded"', '"canceled"');
    expect(() => provider.parseWebhook(tampered, headersOf(signed))).toThrow(WebhookRejectedError);
    expect(() => provider.parseWebhook(signed.rawBody, new Headers())).toThrow(WebhookRejectedError);
    // Older than Stripe's 300 s tolerance on our clock: a replay.
    const stale = fake.signed(event, { timestamp: Math.floor(clockNow.getTime() / 1000) - 301 });
    expect(() => provider.parseWebhook(stale.rawBody, headersOf(stale))).toThrow(/timestamp/i);
    const fresh = fake.signed(event, { timestamp: Math.floor(clockNow.getTime() / 1000) - 299 });
    expect(provider.parseWebhook(fresh.rawBody, headersOf(fresh))).toHaveLength(1);
  });

  it('finds a payment by our id after a crash, and answers null for one Stripe never saw', async () => {
    const made = input('pm_card_visa');
    const paid = await provider.createPayment(made);
    expect(await provider.findPayment(made.paymentId)).toMatchObject({ ref: paid.ref, outcome: 'SUCCEEDED' });
    expect(await provider.findPayment('00000000-0000-4000-8000-999999999999')).toBeNull();
  });

  it('saves a card for a player at checkout, lists it, pays with it in one step, and forgets it', async () => {
    const player = { shopHandle: 'neon-drift', playerId: 'player-1', email: 'p1@example.com', ref: null };
    const customer = await provider.ensureCustomer(player);
    expect(await provider.ensureCustomer(player)).toBe(customer);
    expect(await provider.ensureCustomer({ ...player, ref: customer })).toBe(customer);
    const first = await provider.createPayment(
      input('pm_card_threeDSecure2Required', { customer: { ...player, ref: customer }, saveMethod: true }),
    );
    fake.completeAction(first.ref, true);
    expect(fake.paymentIntents.get(first.ref)!.setup_future_usage).toBe('off_session');
    const stored = await provider.listStoredMethods(customer);
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        type: 'scheme',
        brand: 'VISA',
        last4: '3220',
        expiryMonth: 12,
        expiryYear: 2034,
        walletType: null,
      },
    ]);
    const again = await provider.createPayment({
      ...input('unused'),
      method: { type: 'scheme', storedMethodId: stored[0]!.id },
      customer: { ...player, ref: customer },
    });
    expect(again).toMatchObject({ outcome: 'SUCCEEDED', card: { brand: 'VISA', last4: '3220' } });
    // Another player's customer cannot pay with, nor delete, this method.
    const other = await provider.ensureCustomer({ ...player, playerId: 'player-2' });
    await expect(
      provider.createPayment({
        ...input('unused'),
        method: { type: 'scheme', storedMethodId: stored[0]!.id },
        customer: { ...player, playerId: 'player-2', ref: other },
      }),
    ).rejects.toMatchObject({ field: 'method.storedMethodId' });
    expect(await provider.deleteStoredMethod(other, stored[0]!.id)).toBe(false);
    expect(await provider.deleteStoredMethod(customer, stored[0]!.id)).toBe(true);
    expect(await provider.listStoredMethods(customer)).toEqual([]);
    expect(await provider.deleteStoredMethod(customer, 'pm_gone')).toBe(false);
  });

  it('without a purchase, saves a card with a SetupIntent; a declined card is not saved', async () => {
    const customer = await provider.ensureCustomer({
      shopHandle: 'neon-drift',
      playerId: 'saver',
      email: null,
      ref: null,
    });
    const saved = await provider.saveMethod(
      customer,
      { type: 'scheme', providerData: { paymentMethodId: 'pm_card_visa_applePay' } },
      '/neon-drift/account',
    );
    expect(saved).toMatchObject({ saved: true, action: null, error: null });
    expect(await provider.listStoredMethods(customer)).toEqual([
      expect.objectContaining({ type: 'apple pay', walletType: 'apple pay', brand: 'VISA' }),
    ]);
    const declined = await provider.saveMethod(
      customer,
      { type: 'scheme', providerData: { paymentMethodId: 'pm_card_chargeDeclined' } },
      '/neon-drift/account',
    );
    expect(declined).toMatchObject({ saved: false, error: { type: 'card_error', decline_code: 'generic_decline' } });
    expect(declined.error!.setup_intent).toMatch(/^seti_/);
  });
});
