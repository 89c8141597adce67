import { createContext, useContext, type ReactNode } from 'react';
import type { Card } from '../../schemas/cards';
import { toast } from '~/ui/use-toast';

/** What a player can do with a card. The commerce and engagement features plug their handlers in here. */
export type CardAction =
  | { kind: 'buy'; card: Card }
  | { kind: 'add_to_cart'; card: Card }
  | { kind: 'claim'; card: Card }
  | { kind: 'open_link'; card: Card };

export type CardActionHandler = (action: CardAction) => void;

/** Until checkout and rewards exist, every action answers honestly instead of doing nothing. */
export const announceNotAvailableYet: CardActionHandler = (action) => {
  toast({
    title: action.kind === 'claim' ? 'Rewards open soon' : 'Purchases open soon',
    description: 'This shop is in preview: buying and claiming are not available yet.',
  });
};

const CardActionsContext = createContext<CardActionHandler>(announceNotAvailableYet);

export function CardActionsProvider({ onAction, children }: { onAction: CardActionHandler; children: ReactNode }) {
  return <CardActionsContext.Provider value={onAction}>{children}</CardActionsContext.Provider>;
}

export function useCardAction(): CardActionHandler {
  return useContext(CardActionsContext);
}
