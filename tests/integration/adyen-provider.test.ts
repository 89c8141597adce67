import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdyenProvider, shopperReferenceOf } from '~/server/payments/adyen/adyen-provider.server';
import { PaymentMethodRefusedError, WebhookRejectedError, type CreatePaymentInput } from '~/server/payments/provider';
import { startFakeAdyen, type FakeAdyen } from '../helpers/fake-adyen/fake-adyen';
import { integrationSuite } from '../helpers/integration-suite';

// The Adyen adapter through @adyen/api-library, over HTTP, against the local fake of Adyen's Checkout API.

const suite = integrationSuite();
const credentials = {
  apiKey: 'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ14XWZE03G2k',
  merchantAccount: 'GamefrontECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};
let fake: FakeAdyen;
let provider: AdyenProvider;

beforeAll(async () => {
  fake = await startFakeAdyen(credentials);
  provider = new AdyenProvider(
    { ...credentials, environment: 'test', apiUrl: fake.url },
    { db: suite.db, shopHandle: 'neon-drift', siteOrigin: 'https://shop.example' },
  );
});
afterAll(() => fake.close());

function card(number: string, holderName = 'Checkout Shopper') {
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName,
  };
}

function input(providerData: Record<string, unknown>, extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    paymentId: randomUUID(),
    shopHandle: 'neon-drift',
    amount: 1299,
    currency: 'EUR',
    method: { type: 'scheme', providerData },
    returnPath: '/neon-drift/checkout/result',
    ...extra,
  };
}

const player = { shopHandle: 'neon-drift', playerId: randomUUID(), email: null, ref: null };

describe('given an Adyen shop', () => {
  it('pays with a Visa test card: Authorised, succeeded, VISA 1111; our payment id is the reference and the idempotency key', async () => {
    const order = input(card('4111111111111111'));
    const payment = await provider.createPayment(order);
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      action: null,
      refusalReason: null,
      error: null,
      card: { brand: 'VISA', last4: '1111' },
    });
    const sent = fake.requests.find((request) => request.body?.reference === order.paymentId)!;
    expect(sent.idempotencyKey).toBe(order.paymentId);
    expect(sent.body).toMatchObject({
      amount: { value: 1299, currency: 'EUR' },
      merchantAccount: 'GamefrontECOM',
      channel: 'Web',
      returnUrl: `https://shop.example/adyen-return/neon-drift/${order.paymentId}?to=%2Fneon-drift%2Fcheckout%2Fresult`,
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } },
    });
  });

  it('asked twice for one payment id, pays once', async () => {
    const order = input(card('5555341244441115'));
    const first = await provider.createPayment(order);
    const second = await provider.createPayment(order);
    expect(second.ref).toBe(first.ref);
    expect(first.card).toEqual({ brand: 'MASTER_CARD', last4: '1115' });
    expect(fake.notificationsOf(first.ref, 'AUTHORISATION')).toHaveLength(1);
  });

  it.each([
    ['DECLINED', 'Refused', 'Your bank declined the payment. Try another card or contact your bank.'],
    ['NOT_ENOUGH_BALANCE', 'Refused', 'The card has not enough funds for this purchase. Use another card.'],
    ['CARD_EXPIRED', 'Refused', 'This card has expired. Use another card.'],
    ['CVC_DECLINED', 'Refused', 'The security code (CVC) is not correct. Check it and try again.'],
    ['ACQUIRER_ERROR', 'Error', 'The payment could not be processed right now. No money was taken: please try again.'],
  ])('a card refused for %s answers %s with a reason the player understands', async (holder, resultCode, reason) => {
    const payment = await provider.createPayment(input(card('4111111111111111', holder)));
    expect(payment).toMatchObject({ resultCode, outcome: 'CANCELED', refusalReason: reason, action: null });
    expect(payment.error).toMatchObject({
      type: resultCode === 'Error' ? 'api_error' : 'card_error',
      payment_intent: payment.ref,
      doc_url: expect.stringContaining('refusal-reasons'),
    });
    expect(payment.error?.message).toBeTruthy();
  });

  it('a 3-D Secure card sends the player to the bank (a challenge), and the right password authorises it', async () => {
    const payment = await provider.createPayment(input(card('4212345678910006')));
    expect(payment).toMatchObject({ resultCode: 'RedirectShopper', outcome: 'UNKNOWN' });
    expect(payment.action).toEqual({ type: 'challenge', url: `${fake.url}/hpp/threeDS/${payment.ref}` });
    const redirectResult = fake.completeChallenge(payment.ref, 'password');
    const done = await provider.submitDetails(payment.ref, { redirectResult });
    expect(done).toMatchObject({ ref: payment.ref, resultCode: 'Authorised', outcome: 'SUCCEEDED' });
  });

  it('a failed 3-D Secure challenge is refused as not authenticated', async () => {
    const payment = await provider.createPayment(input(card('5454545454545454')));
    const done = await provider.submitDetails(payment.ref, {
      redirectResult: fake.completeChallenge(payment.ref, 'wrong'),
    });
    expect(done).toMatchObject({
      resultCode: 'Refused',
      outcome: 'CANCELED',
      refusalReason: 'The security check with your bank (3-D Secure) was not passed. Try again or use another card.',
    });
  });

  it.each(['paypal', 'klarna_paynow'])('%s redirects the player, who approves or cancels', async (type) => {
    const approved = await provider.createPayment(
      input({ type }, { method: { type: 'paypal', providerData: { type } } }),
    );
    expect(approved).toMatchObject({ resultCode: 'RedirectShopper', outcome: 'UNKNOWN' });
    expect(approved.action).toEqual({ type: 'redirect', url: `${fake.url}/hpp/redirect/${approved.ref}` });
    expect(
      await provider.submitDetails(approved.ref, { redirectResult: fake.completeRedirect(approved.ref, true) }),
    ).toMatchObject({ resultCode: 'Authorised', outcome: 'SUCCEEDED' });

    const cancelled = await provider.createPayment(input({ type }));
    expect(
      await provider.submitDetails(cancelled.ref, { redirectResult: fake.completeRedirect(cancelled.ref, false) }),
    ).toMatchObject({
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
      refusalReason: 'You cancelled the payment. No money was taken.',
    });
  });

  it('a pending payment waits (Pending, nothing to do) until its notification says', async () => {
    const payment = await provider.createPayment(input(card('4111111111111111', 'PENDING')));
    expect(payment).toMatchObject({ resultCode: 'Pending', outcome: 'UNKNOWN', action: null });
    const notification = fake.settlePending(payment.ref, true);
    const [event] = await provider.parseWebhook(notification.rawBody);
    expect(event).toMatchObject({
      eventId: `AUTHORISATION:${payment.ref}:true`,
      providerRef: payment.ref,
      payment: { resultCode: 'Authorised', outcome: 'SUCCEEDED' },
    });
  });

  it('a partial authorisation fails the payment and is reversed at once: nothing stays charged', async () => {
    const payment = await provider.createPayment(input(card('4111111111111111', 'PARTIAL')));
    expect(payment).toMatchObject({
      resultCode: 'PartiallyAuthorised',
      outcome: 'CANCELED',
      refusalReason: expect.stringContaining('only part of the price'),
    });
    expect(fake.payment(payment.ref).status).toBe('cancelled');
    expect(fake.notificationsOf(payment.ref, 'CANCEL_OR_REFUND')).toHaveLength(1);
  });

  it('data Adyen cannot read is the request’s fault, and a plain card number never leaves our server', async () => {
    await expect(
      provider.createPayment(input({ ...card('4111111111111111'), encryptedCardNumber: 'x' })),
    ).rejects.toThrow(PaymentMethodRefusedError);
    const before = fake.requests.length;
    await expect(
      provider.createPayment(input({ type: 'scheme', number: '4111111111111111', cvc: '737' })),
    ).rejects.toMatchObject({ field: 'method.providerData' });
    expect(fake.requests.length).toBe(before);
  });

  it('saves a card with the player’s consent, lists it, pays with it in one step, and forgets it', async () => {
    const shopperReference = await provider.ensureCustomer(player);
    expect(shopperReference).toBe(shopperReferenceOf(player));
    const customer = { ...player, ref: shopperReference };
    const first = await provider.createPayment(input(card('4111111111111111'), { customer, saveMethod: true }));
    expect(first.outcome).toBe('SUCCEEDED');
    expect(fake.requests.at(-1)!.body).toMatchObject({
      shopperReference,
      storePaymentMethod: true,
      recurringProcessingModel: 'CardOnFile',
    });
    const [saved, ...others] = await provider.listStoredMethods(shopperReference);
    expect(others).toEqual([]);
    expect(saved).toEqual({
      id: expect.any(String),
      type: 'scheme',
      brand: 'VISA',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
      walletType: null,
    });

    const again = await provider.createPayment({
      ...input({}),
      method: { type: 'scheme', storedMethodId: saved!.id },
      customer,
    });
    expect(again).toMatchObject({ outcome: 'SUCCEEDED', card: { brand: 'VISA', last4: '1111' } });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      paymentMethod: { type: 'scheme', storedPaymentMethodId: saved!.id },
      recurringProcessingModel: 'CardOnFile',
    });

    expect(await provider.deleteStoredMethod('gamefront-neon-drift-someone-else', saved!.id)).toBe(false);
    expect(await provider.deleteStoredMethod(shopperReference, saved!.id)).toBe(true);
    expect(await provider.listStoredMethods(shopperReference)).toEqual([]);
  });

  it('without consent, nothing is stored; a guest cannot pay with a stored card', async () => {
    const customer = { ...player, playerId: randomUUID(), ref: null };
    const ref = await provider.ensureCustomer(customer);
    await provider.createPayment(input(card('4111111111111111'), { customer: { ...customer, ref } }));
    expect(await provider.listStoredMethods(ref)).toEqual([]);
    await expect(
      provider.createPayment({ ...input({}), method: { type: 'scheme', storedMethodId: 'ABC' } }),
    ).rejects.toMatchObject({ field: 'method.storedMethodId' });
  });
});

describe('given Adyen notifications', () => {
  it('verifies each with the HMAC key and turns refunds and chargebacks into refunds', async () => {
    const payment = await provider.createPayment(input(card('4111111111111111')));
    const [authorised] = fake.notificationsOf(payment.ref, 'AUTHORISATION');
    expect(await provider.parseWebhook(authorised!.rawBody)).toEqual([
      expect.objectContaining({ type: 'AUTHORISATION', payment: expect.objectContaining({ outcome: 'SUCCEEDED' }) }),
    ]);
    const chargeback = fake.chargeback(payment.ref, 500);
    expect(await provider.parseWebhook(chargeback.rawBody)).toEqual([
      expect.objectContaining({
        type: 'CHARGEBACK',
        providerRef: payment.ref,
        refund: { amount: 500, reason: 'dispute', refundRef: chargeback.item.pspReference },
      }),
    ]);
  });

  it('a forged signature, a changed amount or a body that is not JSON is rejected', async () => {
    const payment = await provider.createPayment(input(card('4111111111111111')));
    const [authorised] = fake.notificationsOf(payment.ref, 'AUTHORISATION');
    const changed = authorised!.rawBody.replace('"value":1299', '"value":1');
    await expect(provider.parseWebhook(changed)).rejects.toThrow(WebhookRejectedError);
    const unsigned = JSON.parse(authorised!.rawBody) as {
      notificationItems: Array<{ NotificationRequestItem: { additionalData: Record<string, string> } }>;
    };
    unsigned.notificationItems[0]!.NotificationRequestItem.additionalData.hmacSignature = 'Zm9yZ2Vk';
    await expect(provider.parseWebhook(JSON.stringify(unsigned))).rejects.toThrow(WebhookRejectedError);
    await expect(provider.parseWebhook('not json')).rejects.toThrow(WebhookRejectedError);
  });

  it('a refused authorisation fails the payment; a failed refund carries no news', async () => {
    const payment = await provider.createPayment(input(card('4111111111111111', 'DECLINED')));
    const [refused] = fake.notificationsOf(payment.ref, 'AUTHORISATION');
    expect(await provider.parseWebhook(refused!.rawBody)).toEqual([
      expect.objectContaining({
        eventId: `AUTHORISATION:${payment.ref}:false`,
        payment: expect.objectContaining({ resultCode: 'Refused', outcome: 'CANCELED' }),
      }),
    ]);
    const paid = await provider.createPayment(input(card('4111111111111111')));
    const response = await fetch(`${fake.url}/v72/payments/${paid.ref}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
      body: JSON.stringify({
        merchantAccount: credentials.merchantAccount,
        amount: { value: 99_999, currency: 'EUR' },
      }),
    });
    expect(response.status).toBe(201);
    const [failed] = fake.notificationsOf(paid.ref, 'REFUND');
    expect(failed!.item.success).toBe('false');
    expect(await provider.parseWebhook(failed!.rawBody)).toEqual([]);
  });

  it('a notification for another merchant account is rejected, even signed with the right key', async () => {
    const other = await startFakeAdyen({ ...credentials, merchantAccount: 'SomeoneElseECOM' });
    try {
      const stranger = new AdyenProvider(
        { ...credentials, merchantAccount: 'SomeoneElseECOM', environment: 'test', apiUrl: other.url },
        { db: suite.db, shopHandle: 'neon-drift' },
      );
      const payment = await stranger.createPayment(input(card('4111111111111111')));
      const [authorised] = other.notificationsOf(payment.ref, 'AUTHORISATION');
      await expect(provider.parseWebhook(authorised!.rawBody)).rejects.toThrow('another merchant account');
    } finally {
      await other.close();
    }
  });
});
