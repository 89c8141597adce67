// Where the buying pages of a shop live: `/{handle}/...` on the main host, `/...` on a shop's own domain.

export function checkoutPath(basePath: string): string {
  return `${basePath}/checkout`;
}

/** Where the payment ends, and where 3-D Secure, PayPal and Klarna send the player back to (with ?paymentIntentId=). */
export function checkoutResultPath(basePath: string): string {
  return `${basePath}/checkout/result`;
}

export function receiptPath(basePath: string, orderId: string): string {
  return `${basePath}/receipt/${encodeURIComponent(orderId)}`;
}

/** A card's Buy: the checkout of one item (`?item=`), for an offer chain step with `&chain=&link=` (docs/decisions/050). */
export function buyOnePath(checkout: string, itemId: string, chainLink?: { chainId: string; linkId: string }): string {
  const query = new URLSearchParams({ item: itemId });
  if (chainLink) {
    query.set('chain', chainLink.chainId);
    query.set('link', chainLink.linkId);
  }
  return `${checkout}?${query.toString()}`;
}
