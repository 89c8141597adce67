// The hosts Stripe.js needs in the Content-Security-Policy (docs.stripe.com/security/guide#content-security-policy):
// its script, its iframes (the Payment and Express Checkout Elements, 3-D Secure) and its API. Only a Stripe shop's
// checkout loads Stripe.js; allowing the hosts everywhere keeps one policy for every page.
export const stripeContentSecurity = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;
