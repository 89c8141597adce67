import { createContext, useContext } from 'react';
import type { Price } from '../../schemas/cards';

/**
 * Balances that gate virtual-currency prices: set only by the studio's "Preview as" (docs/decisions/042), so a
 * publisher sees which offers a player with that balance cannot afford. A shop's own pages leave it null: a player
 * who is short still opens the confirmation, which says by how much.
 */
export const CardWalletContext = createContext<Readonly<Record<string, number>> | null>(null);

/** What a disabled price button says when the previewed wallet cannot pay `price`; null when it can (or no gate). */
export function useWalletShortfall(price: Price): string | null {
  const wallets = useContext(CardWalletContext);
  if (!wallets || price.kind !== 'virtual') return null;
  return (wallets[price.currencyId] ?? 0) < price.amount ? 'Balance too low' : null;
}
