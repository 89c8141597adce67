// OWNER: helper "cart" (issue 6).
import { and, eq, sql } from 'drizzle-orm';
import { walletLedger, wallets } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { UnprocessableError } from '~/server/domain-errors.server';

export interface WalletChange {
  shopId: string;
  playerId: string;
  currencyId: string;
  /** Positive. */
  amount: number;
  reason: 'purchase' | 'currency_pack' | 'grant' | 'refund';
  orderId?: string | null;
  itemId?: string | null;
  /** The currency's name for the "Not enough ..." message (the id otherwise). */
  currencyName?: string;
}

function assertPositive(change: WalletChange): void {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0)
    throw new Error(`A wallet change must be a positive integer, got ${change.amount}`);
}

async function appendLedger(
  tx: Executor,
  clock: Clock,
  change: WalletChange,
  delta: number,
  balanceAfter: number,
): Promise<void> {
  await tx.insert(walletLedger).values({
    shopId: change.shopId,
    playerId: change.playerId,
    currencyId: change.currencyId,
    delta,
    balanceAfter,
    reason: change.reason,
    orderId: change.orderId ?? null,
    itemId: change.itemId ?? null,
    createdAt: clock.now(),
  });
}

/** Adds to a wallet and appends the ledger row, atomically; returns the new balance. */
export async function creditWallet(tx: Executor, clock: Clock, change: WalletChange): Promise<number> {
  assertPositive(change);
  const now = clock.now();
  // One statement creates or adds: concurrent credits never lose each other's amounts.
  const [row] = await tx
    .insert(wallets)
    .values({
      shopId: change.shopId,
      playerId: change.playerId,
      currencyId: change.currencyId,
      balance: change.amount,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [wallets.shopId, wallets.playerId, wallets.currencyId],
      set: { balance: sql`${wallets.balance} + ${change.amount}`, updatedAt: now },
    })
    .returning({ balance: wallets.balance });
  const balance = Number(row!.balance);
  await appendLedger(tx, clock, change, change.amount, balance);
  return balance;
}

/** Takes from a wallet (never below zero: UnprocessableError "Not enough ...") and appends the ledger row. */
export async function debitWallet(tx: Executor, clock: Clock, change: WalletChange): Promise<number> {
  assertPositive(change);
  // Conditional update: the row lock makes concurrent debits queue, and each re-checks the balance it meets.
  const [row] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${change.amount}`, updatedAt: clock.now() })
    .where(
      and(
        eq(wallets.shopId, change.shopId),
        eq(wallets.playerId, change.playerId),
        eq(wallets.currencyId, change.currencyId),
        sql`${wallets.balance} >= ${change.amount}`,
      ),
    )
    .returning({ balance: wallets.balance });
  if (!row) throw new UnprocessableError(`Not enough ${change.currencyName ?? change.currencyId}`);
  const balance = Number(row.balance);
  await appendLedger(tx, clock, change, -change.amount, balance);
  return balance;
}

/** A player's balance in one virtual currency (0 when they never had any). */
export async function walletBalance(
  db: Executor,
  shopId: string,
  playerId: string,
  currencyId: string,
): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.shopId, shopId), eq(wallets.playerId, playerId), eq(wallets.currencyId, currencyId)));
  return Number(row?.balance ?? 0);
}

/** A player's balances in a shop, by virtual currency id (a currency never held is absent: 0). */
export async function walletBalances(db: Executor, shopId: string, playerId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ currencyId: wallets.currencyId, balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.shopId, shopId), eq(wallets.playerId, playerId)));
  return Object.fromEntries(rows.map((row) => [row.currencyId, Number(row.balance)]));
}
