import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { sandboxStoredMethods } from '../../../../db/schema';
import { SandboxScenario } from '../../../../schemas/commerce';
import { CardBrand, PaymentUiElement, WalletType } from '../../../../schemas/enums';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import type { StoredPaymentMethod } from '../provider';
import { scenarios } from './sandbox-scenarios.server';

// The sandbox's vault of saved methods (docs/decisions/056-saved-methods-and-refunds.md): what Stripe keeps as a
// customer's PaymentMethods. It stores the test card's brand, last 4 and an expiry, and the scenario it stands for,
// so paying with it again behaves as that card does (a 3-D Secure card asks again). Never a card number.

/** How long a saved sandbox card is valid: its expiry is this many years after the month it was saved. */
export const SANDBOX_CARD_YEARS = 3;

type StoredRow = typeof sandboxStoredMethods.$inferSelect;

export interface MethodToKeep {
  customerRef: string;
  method: string;
  scenario: string;
  walletType: string | null;
}

/**
 * Keeps the method a payment succeeded with, once per customer and test card (saving the same card again keeps the
 * first). Only cards and card-backed wallets are kept: a PayPal or Klarna approval is not a method to reuse.
 */
export async function keepSandboxMethod(tx: Executor, clock: Clock, keep: MethodToKeep): Promise<void> {
  const scenario = SandboxScenario.safeParse(keep.scenario);
  const card = scenario.success ? scenarios[scenario.data].card : undefined;
  if (!card) return;
  const now = clock.now();
  await tx
    .insert(sandboxStoredMethods)
    .values({
      id: `sbpm_${randomBytes(12).toString('hex')}`,
      customerRef: keep.customerRef,
      method: keep.method,
      scenario: keep.scenario,
      walletType: keep.walletType,
      brand: 'VISA',
      last4: card.last4,
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() + SANDBOX_CARD_YEARS,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** One of the customer's saved methods, or null (another customer's id is as unknown as a made-up one). */
export async function sandboxStoredMethod(
  db: Executor,
  customerRef: string | null | undefined,
  id: string,
): Promise<StoredRow | null> {
  if (!customerRef) return null;
  const [row] = await db
    .select()
    .from(sandboxStoredMethods)
    .where(and(eq(sandboxStoredMethods.id, id), eq(sandboxStoredMethods.customerRef, customerRef)))
    .limit(1);
  return row ?? null;
}

function toStoredMethod(row: StoredRow): StoredPaymentMethod {
  const brand = CardBrand.safeParse(row.brand);
  const walletType = WalletType.safeParse(row.walletType);
  return {
    id: row.id,
    type: PaymentUiElement.catch('unknown').parse(row.method),
    brand: brand.success ? brand.data : null,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    walletType: walletType.success ? walletType.data : null,
  };
}

/** The customer's saved methods, oldest first. */
export async function listSandboxMethods(db: Executor, customerRef: string): Promise<StoredPaymentMethod[]> {
  const rows = await db
    .select()
    .from(sandboxStoredMethods)
    .where(eq(sandboxStoredMethods.customerRef, customerRef))
    .orderBy(asc(sandboxStoredMethods.createdAt), asc(sandboxStoredMethods.id));
  return rows.map(toStoredMethod);
}

/** Forgets one of the customer's methods; false when the customer has none with that id. */
export async function deleteSandboxMethod(db: Executor, customerRef: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sandboxStoredMethods)
    .where(and(eq(sandboxStoredMethods.id, id), eq(sandboxStoredMethods.customerRef, customerRef)))
    .returning({ id: sandboxStoredMethods.id });
  return deleted.length > 0;
}
