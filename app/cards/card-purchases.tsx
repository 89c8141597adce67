import { createContext, useContext } from 'react';
import type { CardActionKind } from '~/cards/card-actions';

/** What every disabled buy control says in a shared preview (docs/decisions/045). */
export const PURCHASES_OFF_NOTE = 'Preview — purchases are off';

/**
 * True on a shared preview link: every card's buy, add-to-cart, claim and sign-in control is drawn disabled with
 * `PURCHASES_OFF_NOTE` beside it. One flag read by the two shared controls (`PriceButton`, `ActionButton`), so each
 * of the 14 card types follows it. The shop's own pages leave it false.
 */
export const CardPurchasesOffContext = createContext(false);

/** The actions a shared preview turns off; opening a link still works. */
const offInPreview: ReadonlySet<CardActionKind> = new Set(['buy', 'add_to_cart', 'claim', 'sign_in']);

export function usePurchasesOff(kind: CardActionKind = 'buy'): boolean {
  return useContext(CardPurchasesOffContext) && offInPreview.has(kind);
}
