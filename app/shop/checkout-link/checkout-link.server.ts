import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { CheckoutLinkOrder } from '../../../schemas/checkout-links';
import { checkoutLinkOrderOf, findCheckoutLink } from '~/server/checkout-links/checkout-links.server';
import type { PaymentBrowserSetup } from '~/server/payments/provider';
import { requirePublishedShop } from '~/server/shops.server';
import { loadShopChrome } from '~/shop/load-storefront.server';
import { loadViewer, PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';

/**
 * What the link page shows (docs/decisions/057): each state a page of its own, with its own HTTP status. The order
 * and the player's name reach the page only for the link's own player; anyone else learns no more than its status.
 */
export type CheckoutLinkView =
  | { kind: 'unknown' }
  | { kind: 'other_player' }
  | { kind: 'expired' | 'canceled' }
  | { kind: 'sign_in'; order: Omit<CheckoutLinkOrder, 'playerName'> }
  | { kind: 'pay'; order: CheckoutLinkOrder; payment: PaymentBrowserSetup }
  | { kind: 'processing' | 'paid'; order: CheckoutLinkOrder };

const linkIdSchema = z.uuid();

const STATUS_OF: Record<CheckoutLinkView['kind'], number> = {
  unknown: 404,
  other_player: 403,
  expired: 410,
  canceled: 410,
  sign_in: 200,
  pay: 200,
  processing: 200,
  paid: 200,
};

/** `/{shop}/pay/{linkId}`: the shop's chrome, the signed-in player and the link as they may see it. */
export async function loadCheckoutLinkPage({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadShopChrome(context, params.shop, request);
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  const view = await viewOf(context, storefront.shop.handle, params.linkId, viewer?.player.id ?? null);
  return data(
    { storefront, viewer, view },
    { status: STATUS_OF[view.kind], headers: { ...PRIVATE_PAGE_HEADERS, 'Referrer-Policy': 'no-referrer' } },
  );
}

async function viewOf(
  context: LoaderFunctionArgs['context'],
  shopHandle: string,
  rawLinkId: string | undefined,
  playerId: string | null,
): Promise<CheckoutLinkView> {
  const linkId = linkIdSchema.safeParse(rawLinkId);
  if (!linkId.success) return { kind: 'unknown' };
  const shop = await requirePublishedShop(context.db, shopHandle);
  const state = await findCheckoutLink(context.db, context.clock, shop.id, linkId.data);
  if (!state) return { kind: 'unknown' };
  if (state.status === 'expired' || state.status === 'canceled') return { kind: state.status };
  if (playerId !== null && playerId !== state.link.playerId) return { kind: 'other_player' };
  const order = await checkoutLinkOrderOf(context.db, shop.handle, state, shop.config.catalogue.includedTaxBasisPoints);
  if (playerId === null) {
    const { playerName: _personal, ...anonymous } = order;
    return { kind: 'sign_in', order: anonymous };
  }
  // What the browser needs for the shop's provider (never a secret, decision 053), only where the player pays.
  if (state.status === 'created') return { kind: 'pay', order, payment: context.payments.browserSetup(shop) };
  return { kind: state.status === 'processing' ? 'processing' : 'paid', order };
}
