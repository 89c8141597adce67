/**
 * Every call of /api, /server-api and /webhooks, one table per prefix, each call carrying its path and methods (from
 * its contract or documented operation). The splat routes app/routes/api.$.ts, server-api.$.ts and webhooks.$.ts
 * dispatch them (dispatch.server.ts, docs/decisions/034-api-dispatch-outside-route-table.md): a new call is a
 * module here and a line in its table, not a route file.
 */
import type { ApiCall } from '~/server/request-route.server';
import { acquireItemWithVirtualCurrencyCall } from './acquire-item-with-virtual-currency.server';
import { checkCustomLoginCodeCall } from './check-custom-login-code.server';
import {
  completeCheckoutLinkPurchaseCall,
  createCheckoutLinkPaymentIntentCall,
  getCheckoutLinkOrderCall,
  getCheckoutLinkOrderResultByPaymentIntentCall,
  getCheckoutLinkOrderResultCall,
} from './checkout-link-calls.server';
import {
  cancelCheckoutLinkCall,
  createCheckoutLinkCall,
  getCheckoutLinkCall,
} from './checkout-link-server-calls.server';
import { claimDailyGiftCall } from './claim-daily-gift.server';
import { claimOfferChainLinkCall } from './claim-offer-chain-link.server';
import { completeCartPurchaseCall } from './complete-cart-purchase.server';
import { confirmLinkCodeCall } from './confirm-link-code.server';
import { postGameEventsCall } from './post-game-events.server';
import { createCartPaymentIntentCall } from './create-cart-payment-intent.server';
import { createGameLinkCodeCall } from './create-game-link-code.server';
import { createLinkCodeCall } from './create-link-code.server';
import { getDeliveryEndpointCall, setDeliveryEndpointCall } from './delivery-endpoint.server';
import { exchangeCustomLoginAuthTokenCall } from './exchange-custom-login-auth-token.server';
import { exchangeLauncherPaymentAuthTokenCall } from './exchange-launcher-payment-auth-token.server';
import { exchangeLoginAuthTokenCall } from './exchange-login-auth-token.server';
import { exchangeUrlAuthTokenCall } from './exchange-url-auth-token.server';
import { generateCustomLoginCodeCall } from './generate-custom-login-code.server';
import { getCartCall } from './get-cart.server';
import { getCartPaymentIntentCall } from './get-cart-payment-intent.server';
import { getCookieConsentConfigCall } from './get-cookie-consent-config.server';
import { getExternalItemCall } from './get-external-item.server';
import { getLoginOptionsCall } from './get-login-options.server';
import { getLoginRedirectUrlCall } from './get-login-redirect-url.server';
import { getPurchaseHistoryCall } from './get-purchase-history.server';
import { getReceiptCall } from './get-receipt.server';
import { getShopByHandleCall } from './get-shop-by-handle.server';
import { getShopGaIdCall } from './get-shop-ga-id.server';
import { getShopHubCall } from './get-shop-hub.server';
import { getShopHandleByDomainCall } from './get-shop-handle-by-domain.server';
import { getShopIconsCall } from './get-shop-icons.server';
import { getShopLayoutCall } from './get-shop-layout.server';
import { getShopMenuCall } from './get-shop-menu.server';
import { getShopMetaTrackingIdCall } from './get-shop-meta-tracking-id.server';
import { getShopPlayerCall } from './get-shop-player.server';
import { getShopThemeCall } from './get-shop-theme.server';
import {
  getLatestLauncherInstallerCall,
  getLauncherDownloadPageCall,
  getLauncherInstallerCall,
} from './launcher-installer.server';
import {
  publishLauncherReleaseCall,
  setLauncherChannelCall,
  withdrawLauncherReleaseCall,
} from './launcher-releases.server';
import { listAllLinkedAccountsCall } from './list-all-linked-accounts.server';
import { listDeliveriesCall } from './list-deliveries.server';
import { listEmailVerificationsCall } from './list-email-verifications.server';
import { listEntitlementsCall } from './list-entitlements.server';
import { listLinkCodesCall } from './list-link-codes.server';
import { listShopLinkedAccountsCall } from './list-shop-linked-accounts.server';
import { logEventCall } from './log-event.server';
import { acknowledgeLoyaltyPointsCall, claimLoyaltyMilestoneCall, getLoyaltyDetailsCall } from './loyalty.server';
import { mintAddToCartTokenCall } from './mint-add-to-cart-token.server';
import { mintLauncherTokenCall } from './mint-launcher-token.server';
import { mintSignInLinkCall } from './mint-sign-in-link.server';
import { claimMissionCall, getMissionsCall } from './missions.server';
import { mutateCartCall } from './mutate-cart.server';
import { openApiDocumentCall } from './openapi-document.server';
import { claimPassRewardCall, listPassesCall } from './passes.server';
import { paymentWebhookCall, shopPaymentWebhookCall } from './payment-webhook.server';
import { redeemFreeExternalItemCall } from './redeem-free-external-item.server';
import { redeemLinkCodeCall } from './redeem-link-code.server';
import { refundOrderCall } from './refund-order.server';
import { replayDeliveryCall } from './replay-delivery.server';
import { rotateDeliverySecretCall } from './rotate-delivery-secret.server';
import { saveCartPaymentCall } from './save-cart-payment.server';
import { sendEmailVerificationCall } from './send-email-verification.server';
import { setCartCouponCall } from './set-cart-coupon.server';
import { submitAdyenPaymentCall } from './submit-adyen-payment.server';
import { submitAdyenPaymentDetailsCall } from './submit-adyen-payment-details.server';
import { unlinkAccountCall } from './unlink-account.server';
import { deletePaymentMethodCall } from './delete-payment-method.server';
import { listPaymentMethodsCall } from './list-payment-methods.server';
import { verifyEmailCall } from './verify-email.server';
import { verifyLauncherAddToCartTokenCall } from './verify-launcher-add-to-cart-token.server';
import { verifyUrlTokenCall } from './verify-url-token.server';

/** /api: the spec's calls (schemas/api) and the OpenAPI document. */
export const apiCalls: readonly ApiCall[] = [
  submitAdyenPaymentDetailsCall,
  submitAdyenPaymentCall,
  getCartCall,
  mutateCartCall,
  setCartCouponCall,
  getCartPaymentIntentCall,
  completeCartPurchaseCall,
  createCartPaymentIntentCall,
  saveCartPaymentCall,
  getCheckoutLinkOrderCall,
  createCheckoutLinkPaymentIntentCall,
  completeCheckoutLinkPurchaseCall,
  getCheckoutLinkOrderResultCall,
  getCheckoutLinkOrderResultByPaymentIntentCall,
  checkCustomLoginCodeCall,
  exchangeCustomLoginAuthTokenCall,
  generateCustomLoginCodeCall,
  getShopHandleByDomainCall,
  listEmailVerificationsCall,
  sendEmailVerificationCall,
  verifyEmailCall,
  logEventCall,
  exchangeLauncherPaymentAuthTokenCall,
  verifyLauncherAddToCartTokenCall,
  getLauncherDownloadPageCall,
  getLatestLauncherInstallerCall,
  getLauncherInstallerCall,
  createLinkCodeCall,
  listLinkCodesCall,
  redeemLinkCodeCall,
  exchangeLoginAuthTokenCall,
  getLoginRedirectUrlCall,
  getLoginOptionsCall,
  getShopMenuCall,
  getReceiptCall,
  acquireItemWithVirtualCurrencyCall,
  getExternalItemCall,
  getShopGaIdCall,
  getShopMetaTrackingIdCall,
  redeemFreeExternalItemCall,
  getCookieConsentConfigCall,
  getShopLayoutCall,
  getShopPlayerCall,
  getShopThemeCall,
  getLoyaltyDetailsCall,
  acknowledgeLoyaltyPointsCall,
  claimLoyaltyMilestoneCall,
  getShopByHandleCall,
  getShopIconsCall,
  exchangeUrlAuthTokenCall,
  verifyUrlTokenCall,
  listShopLinkedAccountsCall,
  getPurchaseHistoryCall,
  listAllLinkedAccountsCall,
  unlinkAccountCall,
  listPaymentMethodsCall,
  deletePaymentMethodCall,
  claimDailyGiftCall,
  claimOfferChainLinkCall,
  listPassesCall,
  claimPassRewardCall,
  getShopHubCall,
  getMissionsCall,
  claimMissionCall,
  openApiDocumentCall,
];

/** /server-api/v1: the game backend's calls (schemas/game-server-api.ts, schemas/delivery.ts). */
export const serverApiCalls: readonly ApiCall[] = [
  mintAddToCartTokenCall,
  replayDeliveryCall,
  refundOrderCall,
  listDeliveriesCall,
  rotateDeliverySecretCall,
  getDeliveryEndpointCall,
  setDeliveryEndpointCall,
  listEntitlementsCall,
  mintLauncherTokenCall,
  confirmLinkCodeCall,
  postGameEventsCall,
  createGameLinkCodeCall,
  mintSignInLinkCall,
  createCheckoutLinkCall,
  getCheckoutLinkCall,
  cancelCheckoutLinkCall,
  publishLauncherReleaseCall,
  withdrawLauncherReleaseCall,
  setLauncherChannelCall,
];

/** /webhooks: payment providers. */
export const webhookCalls: readonly ApiCall[] = [paymentWebhookCall, shopPaymentWebhookCall];
