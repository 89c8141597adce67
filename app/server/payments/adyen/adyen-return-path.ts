// Where Adyen sends the player back after PayPal, Klarna or their bank's 3-D Secure page: our own route, which hands
// Adyen's `redirectResult` to /payments/details and then shows the page the player paid from (`to`).

export const ADYEN_RETURN_PREFIX = '/adyen-return';

/** `/adyen-return/{shop}/{paymentId}?to={returnPath}`: Adyen appends `redirectResult` to it. */
export function adyenReturnPath(shopHandle: string, paymentId: string, returnPath: string): string {
  const query = new URLSearchParams({ to: returnPath });
  return `${ADYEN_RETURN_PREFIX}/${encodeURIComponent(shopHandle)}/${encodeURIComponent(paymentId)}?${query.toString()}`;
}
