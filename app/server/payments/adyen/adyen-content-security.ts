// The hosts Adyen's Drop-in needs in the Content-Security-Policy (docs.adyen.com, "Content Security Policy"): its
// secured card fields are iframes from checkoutshopper-{test,live[-region]}.adyen.com, which also serves its resources,
// and it reports to checkoutanalytics-*.adyen.com. Only an Adyen shop's checkout loads the Drop-in; allowing the hosts
// everywhere keeps one policy for every page, as for Stripe.
const ADYEN_HOSTS = ['https://*.adyen.com'];

export const adyenContentSecurity = {
  scriptSrc: ADYEN_HOSTS,
  frameSrc: ADYEN_HOSTS,
  connectSrc: ADYEN_HOSTS,
} as const;
