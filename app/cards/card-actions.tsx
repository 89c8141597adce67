import { createContext, useContext, type ReactNode } from 'react';
import type { Card } from '../../schemas/cards';
import { toast } from '~/ui/use-toast';

/**
 * What a player can do with a card. The commerce and engagement features plug their handlers in here.
 * `linkId` names the offer-chain link a buy or claim is for.
 */
export type CardAction =
  | { kind: 'buy'; card: Card; linkId?: string }
  | { kind: 'add_to_cart'; card: Card; linkId?: string }
  | { kind: 'claim'; card: Card; linkId?: string }
  | { kind: 'open_link'; card: Card }
  | { kind: 'sign_in'; card: Card };

export type CardActionKind = CardAction['kind'];
export type CardActionHandler = (action: CardAction) => void;

/** What the "not available yet" toast says for each action; a new kind without copy is a type error. */
export const notAvailableCopy = {
  buy: { title: 'Purchases open soon', description: 'This shop is in preview: buying is not available yet.' },
  add_to_cart: { title: 'The cart opens soon', description: 'This shop is in preview: the cart is not available yet.' },
  claim: { title: 'Rewards open soon', description: 'This shop is in preview: claiming is not available yet.' },
  open_link: { title: 'Coming soon', description: 'This page is not available in the preview yet.' },
  sign_in: { title: 'Sign-in opens soon', description: 'Player accounts are not available in this preview yet.' },
} satisfies Record<CardActionKind, { title: string; description: string }>;

/** Until checkout and rewards exist, every action answers honestly instead of doing nothing. */
export const announceNotAvailableYet: CardActionHandler = (action) => {
  toast(notAvailableCopy[action.kind]);
};

const CardActionsContext = createContext<CardActionHandler>(announceNotAvailableYet);

export function CardActionsProvider({ onAction, children }: { onAction: CardActionHandler; children: ReactNode }) {
  return <CardActionsContext.Provider value={onAction}>{children}</CardActionsContext.Provider>;
}

export function useCardAction(): CardActionHandler {
  return useContext(CardActionsContext);
}
