import { itemUsageSchema, type ItemUsage } from '../../../schemas/studio-catalogue';
import type { EditorValues } from '../editor/editor-values';
import type { CouponValues } from './catalogue-entry';
import { ApiError } from '~/lib/errors';

// What keeps an item from being deleted (docs/decisions/041): cards of the draft's layout that sell it and coupons
// limited to it (known in the browser, from the form), and orders waiting for payment (asked of the server).

export interface CardUse {
  cardId: string;
  /** What the publisher sees on the card, and where: "Pouch of Gems (Home › gems)". */
  label: string;
}

type Layout = EditorValues['layout'];
type LayoutCard = NonNullable<Layout['pages']>[number]['sections'][number]['cards'][number];

function cardTitle(card: LayoutCard): string {
  const named = card as { name?: unknown; title?: unknown; season?: unknown };
  for (const text of [named.name, named.title, named.season]) if (typeof text === 'string' && text) return text;
  return card.id;
}

const pageName = (target: string) => target.charAt(0) + target.slice(1).toLowerCase().replace(/_/g, ' ');

/** The cards of a layout that sell `itemId` (an offer chain counts once, whichever of its links names it). */
export function cardsUsingItem(layout: Layout, itemId: string): CardUse[] {
  return (layout.pages ?? []).flatMap((page) =>
    page.sections.flatMap((section) =>
      section.cards
        .filter((card) =>
          card.type === 'offer_chain'
            ? card.links.some((link) => link.itemId === itemId)
            : 'itemId' in card && card.itemId === itemId,
        )
        .map((card) => ({
          cardId: card.id,
          label: `${cardTitle(card)} (${pageName(page.target)} › ${section.title ?? section.id})`,
        })),
    ),
  );
}

/** The codes of coupons that apply only to a list of items naming `itemId`. */
export function couponsLimitedTo(coupons: readonly CouponValues[] | undefined, itemId: string): string[] {
  return (coupons ?? []).filter((coupon) => coupon.itemIds?.includes(itemId)).map((coupon) => coupon.code);
}

export async function fetchItemUsage(shop: string, itemId: string): Promise<ItemUsage> {
  const response = await fetch(
    `/studio/api/shops/${encodeURIComponent(shop)}/catalogue/items/${encodeURIComponent(itemId)}/usage`,
    { credentials: 'same-origin', headers: { Accept: 'application/json' } },
  );
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, payload);
  return itemUsageSchema.parse(payload);
}

/** Why an item may not go, in words: null when nothing uses it. */
export function deletionRefusal(
  itemName: string,
  uses: { cards: CardUse[]; coupons: string[]; usage: ItemUsage },
): { title: string; reasons: string[] } | null {
  const reasons: string[] = [];
  if (uses.cards.length > 0) {
    reasons.push(
      `${uses.cards.length === 1 ? 'The card' : `${uses.cards.length} cards`} ${uses.cards
        .map((card) => card.label)
        .join(', ')} ${uses.cards.length === 1 ? 'sells' : 'sell'} it: point ${
        uses.cards.length === 1 ? 'it' : 'them'
      } at another item or remove ${uses.cards.length === 1 ? 'it' : 'them'} first.`,
    );
  }
  if (uses.coupons.length > 0) {
    reasons.push(
      `The coupon${uses.coupons.length === 1 ? '' : 's'} ${uses.coupons.join(', ')} ${
        uses.coupons.length === 1 ? 'applies' : 'apply'
      } only to it: take it off the coupon's items first.`,
    );
  }
  const { pendingOrderCount, pendingOrders } = uses.usage;
  if (pendingOrderCount > 0) {
    const listed = pendingOrders.map((order) => order.receiptNumber).join(', ');
    const more =
      pendingOrderCount > pendingOrders.length ? ` and ${pendingOrderCount - pendingOrders.length} more` : '';
    reasons.push(
      `${pendingOrderCount === 1 ? 'The order' : `${pendingOrderCount} orders`} ${listed}${more} waiting for payment ${
        pendingOrderCount === 1 ? 'holds' : 'hold'
      } it: try again once ${pendingOrderCount === 1 ? 'it is' : 'they are'} paid or abandoned.`,
    );
  }
  return reasons.length === 0 ? null : { title: `${itemName} cannot be deleted yet`, reasons };
}
