import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxPayments, sandboxWebhookOutbox } from '../../../../db/schema';
import { SandboxScenario, type PaymentAction, type SandboxStatus } from '../../../../schemas/commerce';
import { PaymentOutcome, PaymentResultCode } from '../../../../schemas/enums';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import {
  PaymentMethodRefusedError,
  providerError,
  WebhookRejectedError,
  type CreatePaymentInput,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderPayment,
  type StoredPaymentMethod,
} from '../provider';
import {
  sandboxRefundOfKey,
  takeSandboxRefund,
  type SandboxRefund,
  type SandboxRefundReason,
} from './sandbox-refunds.server';
import { refusalOf, resultCodeOf, scenarios } from './sandbox-scenarios.server';
import {
  deleteSandboxMethod,
  keepSandboxMethod,
  listSandboxMethods,
  sandboxStoredMethod,
} from './sandbox-stored-methods.server';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxSignature } from './sandbox-webhooks.server';

export const SANDBOX_PROVIDER_ID = 'sandbox';

/** The sandbox's own pages, where the player answers a 3-D Secure challenge or approves a PayPal / Klarna payment. */
export const sandboxPagePath = {
  challenge: (ref: string) => `/sandbox-pay/challenge/${ref}`,
  redirect: (ref: string) => `/sandbox-pay/redirect/${ref}`,
};

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** What the sandbox remembers of our payment, to send the player back to the shop. */
const sandboxMetadataSchema = z.object({
  paymentId: z.string(),
  shop: z.string(),
  returnPath: z.string(),
  method: z.string(),
  /** The customer who asked to keep the card (explicit consent at checkout): kept once the payment succeeds. */
  saveFor: z.string().optional(),
});
export type SandboxMetadata = z.infer<typeof sandboxMetadataSchema>;

/** The metadata the sandbox wrote with the payment (read back through its schema, never cast). */
function metadataOf(row: { metadata: Record<string, string> }): SandboxMetadata {
  return sandboxMetadataSchema.parse(row.metadata);
}

/** A signed webhook the sandbox wants to post: raw body and headers, as a real provider would send them. */
export interface SandboxWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

export interface SandboxProviderOptions {
  /**
   * Where the sandbox keeps its books: our database, in short transactions of its own, like a provider's own servers
   * (never inside a caller's transaction: the provider is called outside ours, docs/decisions/053).
   */
  db: Database;
  clock: Clock;
  /** Verifies incoming webhook signatures (events are signed when the outbox sends them). */
  webhookSecret: string;
  /** Called after each of the sandbox's commits that queued a webhook: the payments service starts the sender. */
  committed?: () => void;
}

const FINAL: readonly SandboxStatus[] = [
  'succeeded',
  'refused',
  'error',
  'canceled',
  'partially_authorised',
  'authentication_failed',
];
const WAITING: readonly SandboxStatus[] = ['requires_action', 'pending', 'awaiting_shopper'];

function outcomeOf(status: SandboxStatus): PaymentOutcome {
  if (status === 'succeeded') return 'SUCCEEDED';
  return FINAL.includes(status) ? 'CANCELED' : 'UNKNOWN';
}

const eventTypes: Record<PaymentOutcome, string> = {
  SUCCEEDED: 'payment.succeeded',
  CANCELED: 'payment.failed',
  UNKNOWN: 'payment.updated',
};

const webhookEventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.object({
    ref: z.string().min(1),
    resultCode: PaymentResultCode,
    outcome: PaymentOutcome,
    refusalReason: z.string().nullable(),
    error: z.record(z.string(), z.string().nullable()).nullable(),
    /** Money given back: a refund, or a dispute the shop lost. */
    refund: z
      .object({ id: z.string().min(1), amount: z.number().int().positive(), reason: z.enum(['refund', 'dispute']) })
      .optional(),
  }),
});

type EventState = Pick<ProviderPayment, 'ref' | 'resultCode' | 'outcome' | 'refusalReason' | 'error'>;

/** The body of the event the sandbox posts for a payment's state, or for money it gave back (`refund`). */
function sandboxEventBody(state: EventState, at: Date, eventId: string, refund?: SandboxRefund): string {
  return JSON.stringify({
    id: eventId,
    type: refund ? (refund.reason === 'dispute' ? 'dispute.lost' : 'refund.succeeded') : eventTypes[state.outcome],
    created: Math.floor(at.getTime() / 1000),
    data: {
      ref: state.ref,
      resultCode: state.resultCode,
      outcome: state.outcome,
      refusalReason: state.refusalReason,
      error: state.error,
      ...(refund ? { refund } : {}),
    },
  });
}

const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The signed event the sandbox posts for a payment's state (or a refund); tests deliver such events themselves. */
export function sandboxWebhook(
  secret: string,
  state: EventState,
  at: Date,
  eventId = newEventId(),
  refund?: SandboxRefund,
): SandboxWebhook {
  const rawBody = sandboxEventBody(state, at, eventId, refund);
  return { rawBody, headers: signSandboxWebhook(secret, rawBody, at) };
}

function scenarioOf(row: SandboxRow) {
  return scenarios[SandboxScenario.parse(row.scenario)];
}

/** Our view of the sandbox's record of a payment. */
export function sandboxPaymentState(row: SandboxRow): ProviderPayment {
  const spec = scenarioOf(row);
  const { status } = row;
  const refusal = refusalOf(status, spec);
  let action: PaymentAction | null = null;
  if (status === 'requires_action' && spec.action) {
    action = {
      type: spec.action.kind,
      url: spec.action.kind === 'challenge' ? sandboxPagePath.challenge(row.ref) : sandboxPagePath.redirect(row.ref),
    };
  } else if (status === 'awaiting_shopper') {
    action = {
      type: 'present',
      reference: row.ref.slice(-12).toUpperCase(),
      instructions: 'Pay at a partner store with this reference within 3 days. (Sandbox: nothing to pay.)',
    };
  }
  return {
    ref: row.ref,
    resultCode: resultCodeOf(status, spec),
    outcome: outcomeOf(status),
    action,
    refusalReason: refusal?.reason ?? null,
    error: refusal
      ? {
          ...refusal.error,
          payment_intent: row.ref,
          charge: status === 'refused' ? `ch_${row.ref.slice(3)}` : null,
          payment_method: `pm_${row.scenario}`,
        }
      : null,
    card: spec.card ? { brand: 'VISA', last4: spec.card.last4 } : null,
  };
}

/**
 * The built-in provider: no keys, no network. It keeps its own books in `sandbox_payments`, answers like Stripe's
 * test cards and Adyen's result codes, and signs a webhook event for every change of a payment.
 */
export class SandboxProvider implements PaymentProvider {
  readonly id = SANDBOX_PROVIDER_ID;
  readonly testMode = true;
  /** A call is one short transaction in our own database: after a crash its answer is looked up within seconds. */
  readonly callTimeoutMs = 5_000;

  constructor(private readonly options: SandboxProviderOptions) {}

  hasPaymentData(method: PaymentMethodInput): boolean {
    return method.scenario !== undefined || method.storedMethodId !== undefined;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    // A saved card pays as the test card it was saved from (a 3-D Secure card asks again); only its customer's own.
    const stored = input.method.storedMethodId
      ? await sandboxStoredMethod(this.options.db, input.customer?.ref, input.method.storedMethodId)
      : null;
    if (input.method.storedMethodId && !stored)
      throw new PaymentMethodRefusedError(
        'That saved card is not on your account any more: choose another one or enter a card',
        'method.storedMethodId',
      );
    const scenario = SandboxScenario.safeParse(stored?.scenario ?? input.method.scenario);
    if (!scenario.success)
      throw new PaymentMethodRefusedError(
        'Choose a sandbox test scenario (the sandbox card form sends one)',
        'method.scenario',
      );
    const spec = scenarios[scenario.data];
    if (!spec.methods.includes(input.method.type)) {
      throw new PaymentMethodRefusedError(
        `The scenario ${scenario.data} is paid with ${spec.methods.join(' or ')}, not ${input.method.type}`,
        'method.scenario',
      );
    }
    const saveFor = !stored && input.saveMethod && input.customer?.ref ? input.customer.ref : null;
    const metadata: SandboxMetadata = {
      paymentId: input.paymentId,
      shop: input.shopHandle,
      returnPath: input.returnPath,
      method: input.method.type,
      ...(saveFor ? { saveFor } : {}),
    };
    // Our payment id is the idempotency key: asked again for it (a retry after a crash), the sandbox answers the
    // payment it already made, as Stripe does for a repeated Idempotency-Key.
    const earlier = await this.byPaymentId(input.paymentId);
    if (earlier) return sandboxPaymentState(earlier);
    const now = this.options.clock.now();
    const state = await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sandboxPayments)
        .values({
          ref: `sb_${randomBytes(16).toString('hex')}`,
          paymentId: input.paymentId,
          amount: input.amount,
          currency: input.currency,
          scenario: scenario.data,
          status: spec.first,
          metadata: { ...metadata },
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: sandboxPayments.paymentId })
        .returning();
      return row ? this.announce(tx, row) : null;
    });
    if (!state) {
      // Two calls for one payment id at once: the other one made it.
      const made = await this.byPaymentId(input.paymentId);
      if (!made) throw new Error(`Sandbox: payment for ${input.paymentId} vanished`);
      return sandboxPaymentState(made);
    }
    this.options.committed?.();
    return state;
  }

  /** The sandbox finishes challenges and redirects on its own pages; details only read the result back. */
  async submitDetails(ref: string): Promise<ProviderPayment> {
    return this.retrieve(ref);
  }

  async retrieve(ref: string): Promise<ProviderPayment> {
    return sandboxPaymentState(await this.row(ref));
  }

  async cancel(ref: string): Promise<ProviderPayment> {
    const changed = await this.move(ref, WAITING, 'canceled');
    return changed ? changed.state : this.retrieve(ref);
  }

  async refund(ref: string, amount: number, idempotencyKey?: string): Promise<{ refunded: number; refundRef: string }> {
    const refund = await this.giveBack(ref, amount, 'refund', idempotencyKey);
    return { refunded: refund.amount, refundRef: refund.id };
  }

  /** The sandbox's stand-in for a chargeback the shop lost: the money goes back and a `dispute.lost` event follows. */
  async dispute(ref: string, amount: number): Promise<SandboxRefund> {
    return this.giveBack(ref, amount, 'dispute');
  }

  /** Gives money back and queues its event, in one transaction of the sandbox's own. */
  private async giveBack(
    ref: string,
    amount: number,
    reason: SandboxRefundReason,
    idempotencyKey?: string,
  ): Promise<SandboxRefund> {
    const earlier = idempotencyKey ? await sandboxRefundOfKey(this.options.db, ref, idempotencyKey) : null;
    if (earlier) return earlier;
    const refund = await this.options.db.transaction(async (tx) => {
      const taken = await takeSandboxRefund(tx, this.options.clock, ref, amount, reason, idempotencyKey ?? null);
      if (taken) await this.announce(tx, taken.row, taken.refund);
      return taken?.refund ?? null;
    });
    if (!refund) throw new Error(`Sandbox: payment ${ref} cannot give back ${amount}`);
    this.options.committed?.();
    return refund;
  }

  /** The player's answer on the challenge page: "password" passes. Returns the payment and where to send the player. */
  async answerChallenge(
    ref: string,
    password: string,
  ): Promise<{ payment: ProviderPayment; metadata: SandboxMetadata }> {
    const row = await this.row(ref);
    const spec = scenarioOf(row);
    if (spec.action?.kind === 'challenge') {
      const changed = await this.move(
        ref,
        ['requires_action'],
        password === 'password' ? (spec.approved ?? 'succeeded') : 'authentication_failed',
      );
      if (changed) return { payment: changed.state, metadata: metadataOf(changed.row) };
    }
    return { payment: sandboxPaymentState(row), metadata: metadataOf(row) };
  }

  /** The player's choice on the PayPal / Klarna page. */
  async answerRedirect(
    ref: string,
    approved: boolean,
  ): Promise<{ payment: ProviderPayment; metadata: SandboxMetadata }> {
    const row = await this.row(ref);
    const spec = scenarioOf(row);
    if (spec.action?.kind === 'redirect') {
      const changed = await this.move(ref, ['requires_action'], approved ? (spec.approved ?? 'succeeded') : 'canceled');
      if (changed) return { payment: changed.state, metadata: metadataOf(changed.row) };
    }
    return { payment: sandboxPaymentState(row), metadata: metadataOf(row) };
  }

  /** The page's view of a payment: its scenario, amount and whether it still waits for the player. Null when unknown. */
  async describe(ref: string): Promise<{
    scenario: string;
    amount: number;
    currency: string;
    waiting: boolean;
    metadata: SandboxMetadata;
  } | null> {
    const [row] = await this.options.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)).limit(1);
    if (!row) return null;
    return {
      scenario: row.scenario,
      amount: row.amount,
      currency: row.currency,
      waiting: row.status === 'requires_action',
      metadata: metadataOf(row),
    };
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent[] {
    if (
      !verifySandboxSignature(
        this.options.webhookSecret,
        rawBody,
        headers.get(SANDBOX_SIGNATURE_HEADER),
        this.options.clock.now(),
      )
    ) {
      throw new WebhookRejectedError('The sandbox signature does not verify');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejectedError('The body is not JSON');
    }
    const event = webhookEventSchema.safeParse(json);
    if (!event.success) throw new WebhookRejectedError('The body is not a sandbox payment event');
    const { data } = event.data;
    return [
      {
        eventId: event.data.id,
        type: event.data.type,
        providerRef: data.ref,
        payment: {
          resultCode: data.resultCode,
          outcome: data.outcome,
          refusalReason: data.refusalReason,
          error: data.error ? providerError(data.error) : null,
        },
        refund: data.refund
          ? { amount: data.refund.amount, reason: data.refund.reason, refundRef: data.refund.id }
          : undefined,
        payload: json as Record<string, unknown>,
      },
    ];
  }

  async findPayment(paymentId: string): Promise<ProviderPayment | null> {
    const row = await this.byPaymentId(paymentId);
    return row ? sandboxPaymentState(row) : null;
  }

  private async byPaymentId(paymentId: string): Promise<SandboxRow | null> {
    const [row] = await this.options.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paymentId))
      .limit(1);
    return row ?? null;
  }

  /** The sandbox needs no customer record: a player's id in the shop is enough. */
  async ensureCustomer(customer: ProviderCustomer): Promise<string> {
    return `sbcus_${customer.shopHandle}_${customer.playerId}`;
  }

  async listStoredMethods(customerRef: string): Promise<StoredPaymentMethod[]> {
    return listSandboxMethods(this.options.db, customerRef);
  }

  async deleteStoredMethod(customerRef: string, methodId: string): Promise<boolean> {
    return deleteSandboxMethod(this.options.db, customerRef, methodId);
  }

  private async row(ref: string): Promise<SandboxRow> {
    const [row] = await this.options.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)).limit(1);
    if (!row) throw new Error(`Sandbox: no payment ${ref}`);
    return row;
  }

  /**
   * Moves a payment from one of `from` to `to` and queues its event, in one transaction of the sandbox's own; null
   * when it was not in `from` any more.
   */
  private async move(
    ref: string,
    from: readonly SandboxStatus[],
    to: SandboxStatus,
  ): Promise<{ row: SandboxRow; state: ProviderPayment } | null> {
    const moved = await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPayments)
        .set({ status: to, updatedAt: this.options.clock.now() })
        .where(and(eq(sandboxPayments.ref, ref), inArray(sandboxPayments.status, [...from])))
        .returning();
      return row ? { row, state: await this.announce(tx, row) } : null;
    });
    if (moved) this.options.committed?.();
    return moved;
  }

  /**
   * Queues an event for the payment's new state in the sandbox's outbox, in the same transaction as the change, so
   * the webhook goes out even when this process dies right after the commit (sandbox-webhook-outbox.server.ts).
   */
  private async announce(tx: Executor, row: SandboxRow, refund?: SandboxRefund): Promise<ProviderPayment> {
    const state = sandboxPaymentState(row);
    const now = this.options.clock.now();
    const eventId = newEventId();
    await tx
      .insert(sandboxWebhookOutbox)
      .values({ eventId, rawBody: sandboxEventBody(state, now, eventId, refund), nextAttemptAt: now, createdAt: now });
    // The player agreed to keep the card: kept once the payment went through (after 3-D Secure, when asked).
    const { saveFor, method } = metadataOf(row);
    if (!refund && row.status === 'succeeded' && saveFor)
      await keepSandboxMethod(tx, this.options.clock, {
        customerRef: saveFor,
        method,
        scenario: row.scenario,
        walletType: null,
      });
    return state;
  }
}
