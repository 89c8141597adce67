// OWNER: helper "cart" (issue 6). Skeleton written by the lead; the owner replaces the bodies and keeps the signatures.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

export interface WalletChange {
  shopId: string;
  playerId: string;
  currencyId: string;
  /** Positive. */
  amount: number;
  reason: 'purchase' | 'currency_pack' | 'grant' | 'refund';
  orderId?: string | null;
  itemId?: string | null;
}

/** Adds to a wallet and appends the ledger row, atomically; returns the new balance. */
export async function creditWallet(_tx: Executor, _clock: Clock, _change: WalletChange): Promise<number> {
  throw new Error('creditWallet: not built yet');
}

/** Takes from a wallet (never below zero: UnprocessableError "Not enough ...") and appends the ledger row. */
export async function debitWallet(_tx: Executor, _clock: Clock, _change: WalletChange): Promise<number> {
  throw new Error('debitWallet: not built yet');
}
