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
