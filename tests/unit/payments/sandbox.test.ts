import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxScenarios, type SandboxScenario } from '../../../schemas/commerce';
import { paymentProviderErrorFields, type PaymentUiElement } from '../../../schemas/enums';
import { PaymentMethodRefusedError, WebhookRejectedError } from '../../../app/server/payments/provider';
import {
  SandboxProvider,
  sandboxWebhook,
  type SandboxWebhook,
} from '../../../app/server/payments/sandbox/sandbox-provider.server';
import { scenarios } from '../../../app/server/payments/sandbox/sandbox-scenarios.server';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxWebhookSecret,
  signSandboxWebhook,
} from '../../../app/server/payments/sandbox/sandbox-webhooks.server';
import { sandboxWebhookOutbox } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { manualClock } from '../../helpers/test-context';

let database: TestDatabase;
const clock = manualClock();
const secret = sandboxWebhookSecret('test-auth-secret-test-auth-secret-0123');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

function sandbox() {
  return new SandboxProvider({ db: database.db, clock, webhookSecret: secret });
}

/** The events the sandbox queued in its outbox for one payment, signed as the sender would sign them. */
async function queuedFor(ref: string): Promise<SandboxWebhook[]> {
  const rows = await database.db
    .select()
    .from(sandboxWebhookOutbox)
    .orderBy(asc(sandboxWebhookOutbox.createdAt), asc(sandboxWebhookOutbox.id));
  return rows
    .filter((row) => (JSON.parse(row.rawBody) as { data: { ref: string } }).data.ref === ref)
    .map((row) => ({ rawBody: row.rawBody, headers: signSandboxWebhook(secret, row.rawBody, clock.now()) }));
}

function methodFor(scenario: SandboxScenario): { type: PaymentUiElement; scenario: SandboxScenario } {
  return { type: scenarios[scenario].methods[0]!, scenario };
}

function pay(provider: SandboxProvider, scenario: SandboxScenario, amount = 1499) {
  return provider.createPayment({
    paymentId: crypto.randomUUID(),
    shopHandle: 'emberfall',
    amount,
    currency: 'USD',
    method: methodFor(scenario),
    returnPath: '/emberfall/checkout',
  });
}

describe("the sandbox's Stripe test cards", () => {
  it('4242 4242 4242 4242 pays: Authorised, SUCCEEDED, a Visa ending 4242', async () => {
    const payment = await pay(sandbox(), 'card_success');
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      action: null,
      refusalReason: null,
      error: null,
      card: { brand: 'VISA', last4: '4242' },
    });
  });

  it.each([
    ['card_generic_decline', 'Refused', 'card_declined', 'generic_decline', 'Your card was declined'],
    ['card_insufficient_funds', 'Refused', 'card_declined', 'insufficient_funds', 'insufficient funds'],
    ['card_expired', 'Refused', 'expired_card', null, 'Your card has expired'],
    ['card_incorrect_cvc', 'Refused', 'incorrect_cvc', null, 'security code is incorrect'],
    ['card_processing_error', 'Error', 'processing_error', null, 'An error occurred while processing your card'],
  ] as const)(
    '%s is refused (%s) with the provider error %s / %s and a reason a player understands',
    async (scenario, resultCode, code, declineCode, reason) => {
      const payment = await pay(sandbox(), scenario);
      expect(payment.resultCode).toBe(resultCode);
      expect(payment.outcome).toBe('CANCELED');
      expect(payment.refusalReason).toContain(reason);
      expect(payment.error).toMatchObject({
        type: 'card_error',
        code,
        decline_code: declineCode,
        payment_intent: payment.ref,
      });
      // Every field of the spec's provider error is there, set or null.
      expect(Object.keys(payment.error!).sort()).toEqual([...paymentProviderErrorFields].sort());
    },
  );

  it('4000 0027 6000 3184 asks for a 3-D Secure challenge on a local page; "password" passes', async () => {
    const provider = sandbox();
    const payment = await pay(provider, 'card_3ds_required');
    expect(payment).toMatchObject({
      resultCode: 'ChallengeShopper',
      outcome: 'UNKNOWN',
      action: { type: 'challenge', url: `/sandbox-pay/challenge/${payment.ref}` },
    });
    const answered = await provider.answerChallenge(payment.ref, 'password');
    expect(answered.payment).toMatchObject({ resultCode: 'Authorised', outcome: 'SUCCEEDED' });
    expect(answered.metadata.returnPath).toBe('/emberfall/checkout');
    // Answered once: a second answer changes nothing.
    expect((await provider.answerChallenge(payment.ref, 'wrong')).payment.outcome).toBe('SUCCEEDED');
  });

  it('a wrong challenge password fails 3-D Secure: Refused with the authentication error', async () => {
    const provider = sandbox();
    const payment = await pay(provider, 'card_3ds_required');
    const answered = await provider.answerChallenge(payment.ref, 'hunter2');
    expect(answered.payment).toMatchObject({
      resultCode: 'Refused',
      outcome: 'CANCELED',
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(answered.payment.refusalReason).toContain('3-D Secure');
  });
});

describe("the sandbox's Adyen result codes", () => {
  it.each([
    ['adyen_pending', 'Pending', 'UNKNOWN'],
    ['adyen_error', 'Error', 'CANCELED'],
    ['adyen_cancelled', 'Cancelled', 'CANCELED'],
    ['adyen_identify_shopper', 'IdentifyShopper', 'UNKNOWN'],
    ['adyen_present_to_shopper', 'PresentToShopper', 'UNKNOWN'],
    ['adyen_partially_authorised', 'PartiallyAuthorised', 'CANCELED'],
    ['paypal_success', 'RedirectShopper', 'UNKNOWN'],
    ['klarna_success', 'RedirectShopper', 'UNKNOWN'],
  ] as const)('%s answers %s (%s)', async (scenario, resultCode, outcome) => {
    expect(await pay(sandbox(), scenario)).toMatchObject({ resultCode, outcome });
  });

  it('PresentToShopper gives the player a reference to pay with', async () => {
    const payment = await pay(sandbox(), 'adyen_present_to_shopper');
    expect(payment.action).toMatchObject({ type: 'present', reference: expect.stringMatching(/^[A-F0-9]{12}$/) });
  });

  it('PayPal and Klarna send the player to a local page; approve pays, cancel cancels, Klarna may refuse', async () => {
    const provider = sandbox();
    const paypal = await pay(provider, 'paypal_success');
    expect(paypal.action).toEqual({ type: 'redirect', url: `/sandbox-pay/redirect/${paypal.ref}` });
    expect((await provider.answerRedirect(paypal.ref, true)).payment).toMatchObject({
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
    });
    const canceled = await pay(provider, 'klarna_success');
    expect((await provider.answerRedirect(canceled.ref, false)).payment).toMatchObject({
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
    });
    const refused = await pay(provider, 'klarna_refused');
    expect((await provider.answerRedirect(refused.ref, true)).payment).toMatchObject({
      resultCode: 'Refused',
      refusalReason: expect.stringContaining('Klarna'),
    });
  });

  it('covers every scenario the card form can send', () => {
    expect(Object.keys(scenarios).sort()).toEqual([...sandboxScenarios].sort());
  });
});

describe('what the sandbox refuses', () => {
  it('a payment without a scenario, or with one of another method, naming the field', async () => {
    const provider = sandbox();
    const input = {
      paymentId: crypto.randomUUID(),
      shopHandle: 'emberfall',
      amount: 100,
      currency: 'USD',
      returnPath: '/',
    };
    await expect(provider.createPayment({ ...input, method: { type: 'scheme' } })).rejects.toThrow(
      PaymentMethodRefusedError,
    );
    await expect(
      provider.createPayment({ ...input, method: { type: 'paypal', scenario: 'card_success' } }),
    ).rejects.toMatchObject({ field: 'method.scenario' });
  });

  it('refunds only what was paid, each refund with its own id, and a retried key gives nothing back twice', async () => {
    const provider = sandbox();
    const payment = await pay(provider, 'card_success', 1000);
    const first = await provider.refund(payment.ref, 400, 'key-1');
    expect(first).toEqual({ refunded: 400, refundRef: expect.stringMatching(/^sbre_/) });
    expect(await provider.refund(payment.ref, 400, 'key-1')).toEqual(first);
    await expect(provider.refund(payment.ref, 700)).rejects.toThrow();
    expect((await provider.refund(payment.ref, 600)).refundRef).not.toBe(first.refundRef);
  });

  it('cancels a payment that waits for the player, not a paid one', async () => {
    const provider = sandbox();
    const waiting = await pay(provider, 'card_3ds_required');
    expect(await provider.cancel(waiting.ref)).toMatchObject({ resultCode: 'Cancelled', outcome: 'CANCELED' });
    const paid = await pay(provider, 'card_success');
    expect((await provider.cancel(paid.ref)).outcome).toBe('SUCCEEDED');
  });
});

describe("the sandbox's webhooks", () => {
  it('queues an event for every change in its outbox, which parseWebhook reads back once signed', async () => {
    const provider = sandbox();
    const payment = await pay(provider, 'card_3ds_required');
    clock.advance(1000);
    await provider.answerChallenge(payment.ref, 'password');
    const posted = await queuedFor(payment.ref);
    expect(posted).toHaveLength(2);
    const events = posted.flatMap((webhook) => provider.parseWebhook(webhook.rawBody, new Headers(webhook.headers)));
    expect(events.map((event) => [event.providerRef, event.payment.resultCode, event.type])).toEqual([
      [payment.ref, 'ChallengeShopper', 'payment.updated'],
      [payment.ref, 'Authorised', 'payment.succeeded'],
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(2);
  });

  it('refuses a changed body, another secret, a missing signature and an old timestamp', async () => {
    const provider = sandbox();
    const state = await pay(provider, 'card_success');
    const good = sandboxWebhook(secret, state, clock.now());
    expect(() =>
      provider.parseWebhook(good.rawBody.replace('Authorised', 'Refused'), new Headers(good.headers)),
    ).toThrow(WebhookRejectedError);
    const forged = sandboxWebhook(sandboxWebhookSecret('another-secret-another-secret-0123'), state, clock.now());
    expect(() => provider.parseWebhook(forged.rawBody, new Headers(forged.headers))).toThrow(WebhookRejectedError);
    expect(() => provider.parseWebhook(good.rawBody, new Headers())).toThrow(WebhookRejectedError);
    const old = sandboxWebhook(secret, state, new Date(clock.now().getTime() - 10 * 60_000));
    expect(() => provider.parseWebhook(old.rawBody, new Headers(old.headers))).toThrow(WebhookRejectedError);
    expect(good.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});
