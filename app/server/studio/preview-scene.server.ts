import type { Card } from '../../../schemas/cards';
import type { LayoutPage } from '../../../schemas/layout';
import type { ShopConfig } from '../../../schemas/shop-config';
import type { PreviewContext } from '../../../schemas/studio-preview-context';
import type { Clock } from '~/server/context.server';
import type { ShopViewer } from '~/shop/viewer-context';

// "Preview as" (docs/decisions/042): a parsed preview context turned into what the storefront's loaders take: a clock
// stopped at the chosen moment, the chosen purchase counts, and a made-up player with the chosen balance. Nothing here
// reads or writes a real player; the made-up one has no session, so any purchase from the canvas is refused.

/** The id every preview player carries: a valid UUID that no player row can have (version nibble 0). */
export const PREVIEW_PLAYER_ID = '00000000-0000-0000-0000-000000000000';

export interface PreviewScene {
  /** The loaders' clock: stopped at the chosen moment, or the server's own. */
  clock: Clock;
  /** True when a moment was chosen: the canvas then stops its countdowns there too. */
  clockFrozen: boolean;
  /** What the previewed player bought of each item (empty for a visitor: every limit is whole). */
  purchased: ReadonlyMap<string, number>;
  /** The player the page shows as signed in, null for a visitor. */
  viewer: ShopViewer | null;
}

export function previewScene(
  preview: PreviewContext,
  config: Pick<ShopConfig, 'catalogue'>,
  shopHandle: string,
  serverClock: Clock,
): PreviewScene {
  const at = preview.at ? new Date(preview.at) : null;
  const clock: Clock = at ? { now: () => new Date(at) } : serverClock;
  if (preview.as === 'anonymous') return { clock, clockFrozen: at !== null, purchased: new Map(), viewer: null };
  const balance = preview.balance ?? 0;
  const wallets = Object.fromEntries(config.catalogue.virtualCurrencies.map((currency) => [currency.id, balance]));
  return {
    clock,
    clockFrozen: at !== null,
    purchased: new Map(preview.bought),
    viewer: {
      player: {
        id: PREVIEW_PLAYER_ID,
        shop: shopHandle,
        email: null,
        displayName: 'Preview player',
        createdAt: clock.now().toISOString(),
      },
      // No session has this credential: the canvas cannot spend anything.
      credential: 'preview',
      wallets,
    },
  };
}

function withRemaining(card: Card, purchased: ReadonlyMap<string, number>): Card {
  if (!('limit' in card) || !card.limit || !('itemId' in card) || !card.itemId) return card;
  const bought = purchased.get(card.itemId) ?? 0;
  return { ...card, limit: { ...card.limit, remaining: Math.max(0, card.limit.limit - bought) } } as Card;
}

/**
 * The page's purchase limits as the previewed player has them: the catalogue's limit less what they were set to have
 * bought. Applied to the page the storefront's own loader priced, so prices and limits come from the same code.
 */
export function withPreviewLimits(page: LayoutPage | null, purchased: ReadonlyMap<string, number>): LayoutPage | null {
  if (!page) return null;
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      cards: section.cards.map((card) => withRemaining(card, purchased)),
    })),
  };
}
