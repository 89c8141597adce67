// A one-line chunk between the storefront and the commerce code: Vite lists a dynamic import's dependencies (about
// twenty files here) in the importing chunk, and the storefront's first load is kept for what a page needs at once.
export const loadCommerceHost = () => import('~/shop/cart/commerce-host');
