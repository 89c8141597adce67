import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { slugSchema } from '../../../schemas/common';
import { oneItemForCheckout } from '~/server/commerce/buy-one-item.server';
import { DomainError } from '~/server/domain-errors.server';
import { requirePublishedShop, type PublishedShop } from '~/server/shops.server';
import { loadShopChrome } from '~/shop/load-storefront.server';
import { loadViewer, PRIVATE_PAGE_HEADERS, type ShopViewer } from '~/shop/viewer.server';
import type { BuyOneItem } from '~/shop/checkout/buy-one-item';

/** `?item=` on the checkout: a card's Buy button, paying for that one item alone (docs/decisions/029). */
const checkoutQuerySchema = z.object({
  item: slugSchema.optional().catch(undefined),
  /** An offer chain card's Buy: the chain and step the item is bought for (docs/decisions/050). */
  chain: slugSchema.optional().catch(undefined),
  link: slugSchema.optional().catch(undefined),
});

/** "Step 2 of Dragon's Hoard chain", when the shop's rules have that chain and step. */
function chainStepName(shop: PublishedShop, chosen: { chainId: string; linkId: string }): string | undefined {
  const chain = shop.config.engagement.offerChains.find((candidate) => candidate.id === chosen.chainId);
  const n = (chain?.links.findIndex((candidate) => candidate.id === chosen.linkId) ?? -1) + 1;
  return chain && n > 0 ? `Step ${n} of ${chain.name}` : undefined;
}

async function buyOneItemOf(
  context: LoaderFunctionArgs['context'],
  request: Request,
  shop: string,
  viewer: ShopViewer | null,
): Promise<BuyOneItem | null> {
  const { item, chain, link } = checkoutQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (item === undefined) return null;
  const offerChainLink = chain !== undefined && link !== undefined ? { chainId: chain, linkId: link } : undefined;
  const published = await requirePublishedShop(context.db, shop);
  const chainStep = offerChainLink ? chainStepName(published, offerChainLink) : undefined;
  const base = { itemId: item, ...(offerChainLink ? { offerChainLink } : {}), ...(chainStep ? { chainStep } : {}) };
  if (!viewer) return { ...base, cart: null, problem: null };
  try {
    const { cart } = await oneItemForCheckout(
      context.db,
      context.clock,
      published,
      viewer.player.id,
      item,
      offerChainLink,
    );
    return { ...base, cart, problem: null };
  } catch (error) {
    if (error instanceof DomainError) return { ...base, cart: null, problem: error.message };
    throw error;
  }
}

/**
 * The buying pages (checkout, its result, a receipt): the shop's chrome and the signed-in player, and what the
 * browser needs for the shop's payment provider (`payment`: the sandbox, Stripe's publishable key, Adyen's client key
 * and environment, or why payments are unavailable; never a secret, docs/decisions/053). The cart, payment
 * and receipt are read in the browser through the API, with the player's credential; a single item bought from its
 * card (`?item=`) is priced here.
 */
export async function loadBuyingPage({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadShopChrome(context, params.shop, request);
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  const buyOne = await buyOneItemOf(context, request, storefront.shop.handle, viewer);
  const payment = context.payments.browserSetup(await requirePublishedShop(context.db, storefront.shop.handle));
  // Personal whether or not someone is signed in; the home page's cards are not shown here.
  // The receipt's order id travels in the page data: the route then needs no useParams in the browser bundle.
  return data(
    { storefront, viewer, orderId: params.orderId ?? null, buyOne, payment },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}
