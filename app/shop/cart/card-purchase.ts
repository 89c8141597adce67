import type { Price } from '../../../schemas/cards';
import type { CardAction } from '~/cards/card-actions';

/** The catalogue item a card's action buys or claims, with the card's price; null when the card sells none. */
export function cardPurchase(action: CardAction): { itemId: string; price: Price } | null {
  if (action.kind !== 'buy' && action.kind !== 'add_to_cart' && action.kind !== 'claim') return null;
  const { card } = action;
  if (card.type === 'offer_chain') {
    const link = card.links.find((candidate) => candidate.id === action.linkId);
    return link?.itemId ? { itemId: link.itemId, price: link.price } : null;
  }
  if ('itemId' in card && card.itemId && 'price' in card) return { itemId: card.itemId, price: card.price };
  return null;
}
