import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadShopChrome } from '~/shop/load-storefront.server';
import { loadViewer, PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';

/**
 * The buying pages (checkout, its result, a receipt): the shop's chrome and the signed-in player. The cart, payment
 * and receipt are read in the browser through the API, with the player's credential.
 */
export async function loadBuyingPage({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadShopChrome(context, params.shop, request);
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  // Personal whether or not someone is signed in; the home page's cards are not shown here.
  // The receipt's order id travels in the page data: the route then needs no useParams in the browser bundle.
  return data(
    { storefront, viewer, orderId: params.orderId ?? null },
    { headers: PRIVATE_PAGE_HEADERS }
  );
}
