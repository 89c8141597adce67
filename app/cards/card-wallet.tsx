import { createContext, useContext } from 'react';
import type { Price } from '../../schemas/cards';

/**
 * The balance that gates virtual-currency prices: set only by the studio's "Preview as" (docs/decisions/042), where
 * the previewed player holds this much of every virtual currency, so a publisher sees which offers they cannot afford.
 * A shop's own pages leave it null: a player who is short still opens the confirmation, which says by how much.
 */
export const CardWalletContext = createContext<{ balance: number } | null>(null);

/** What a disabled price button says when the previewed wallet cannot pay `price`; null when it can (or no gate). */
export function useWalletShortfall(price: Price): string | null {
  const wallet = useContext(CardWalletContext);
  if (!wallet || price.kind !== 'virtual') return null;
  return wallet.balance < price.amount ? 'Balance too low' : null;
}
