import type { CardAction } from '~/cards/card-actions';
import { cardTitle } from '~/cards/card-parts';
import { formatPrice } from '~/lib/money';

// A card that shows a price but sells no item of the shop's catalogue (a bundle priced only in euros in a dollar
// shop): the player is told that, not that "the cart is not available yet" while their cart works (issue 11).

/** What the toast says for a card action that has nothing to buy; null when the card shows no money price. */
export function unsellableCardCopy(
  action: CardAction,
  cartCurrency: string | null,
): { title: string; description: string } | null {
  if (action.kind !== 'buy' && action.kind !== 'add_to_cart') return null;
  const { card } = action;
  const price =
    card.type === 'offer_chain'
      ? card.links.find((link) => link.id === action.linkId)?.price
      : 'price' in card
        ? card.price
        : undefined;
  if (!price || price.kind !== 'real') return null;
  const name = cardTitle(card);
  const shown = `${price.currency} (${formatPrice(price)})`;
  const description =
    cartCurrency !== null && cartCurrency !== price.currency
      ? `It is priced only in ${shown}, and this shop sells in ${cartCurrency}: it cannot be bought or added to your cart. Everything else in the shop works as usual.`
      : `It is priced only in ${shown} and this shop does not sell it yet, so it cannot be bought or added to the cart. Everything else in the shop works as usual.`;
  return { title: `${name} is not for sale here yet`, description };
}
