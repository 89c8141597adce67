import { z } from 'zod';

// Every enumeration of the spec's section 3, spelled exactly as written there.

export const paymentUiElements = ['unknown', 'scheme', 'google pay', 'apple pay', 'klarna', 'paypal'] as const;
export const PaymentUiElement = z.enum(paymentUiElements);
export type PaymentUiElement = z.infer<typeof PaymentUiElement>;

export const paymentResultCodes = [
  'Unknown',
  'AuthenticationFinished',
  'AuthenticationNotRequired',
  'Authorised',
  'Cancelled',
  'ChallengeShopper',
  'Error',
  'IdentifyShopper',
  'PartiallyAuthorised',
  'Pending',
  'PresentToShopper',
  'RedirectShopper',
  'Refused',
] as const;
export const PaymentResultCode = z.enum(paymentResultCodes);
export type PaymentResultCode = z.infer<typeof PaymentResultCode>;

export const walletTypes = [
  'amex express checkout',
  'apple pay',
  'google pay',
  'link',
  'masterpass',
  'samsung pay',
  'visa checkout',
] as const;
export const WalletType = z.enum(walletTypes);
export type WalletType = z.infer<typeof WalletType>;

export const installerPlatforms = ['WINDOWS', 'MAC'] as const;
export const InstallerPlatform = z.enum(installerPlatforms);
export type InstallerPlatform = z.infer<typeof InstallerPlatform>;

export const paymentOutcomes = ['UNKNOWN', 'SUCCEEDED', 'CANCELED'] as const;
export const PaymentOutcome = z.enum(paymentOutcomes);
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

export const cardBrands = [
  'VISA',
  'MASTER_CARD',
  'AMERICAN_EXPRESS',
  'DISCOVER',
  'DINERS',
  'UNION_PAY',
  'JCB',
  'ACCEL',
  'MAESTRO',
  'STAR',
  'PULSE',
  'NYCE',
] as const;
export const CardBrand = z.enum(cardBrands);
export type CardBrand = z.infer<typeof CardBrand>;

export const clientKinds = ['WEB', 'LAUNCHER'] as const;
export const ClientKind = z.enum(clientKinds);
export type ClientKind = z.infer<typeof ClientKind>;

/** Shop card types. The spec does not show identifiers; these are ours (docs/decisions/). */
export const cardTypes = [
  'label',
  'loyalty_currency_balance',
  'standard_resource',
  'generic_resource',
  'generic_bundle',
  'offer_chain',
  'banner',
  'battle_pass',
  'premium_pass',
  'calendar',
  'standard',
  'bundle',
  'currency',
  'daily_gift',
] as const;
export const CardType = z.enum(cardTypes);
export type CardType = z.infer<typeof CardType>;

export const notificationBadges = ['NONE', 'RED_CIRCLE', 'HORIZONTAL_BAR'] as const;
export const NotificationBadge = z.enum(notificationBadges);
export type NotificationBadge = z.infer<typeof NotificationBadge>;

export const rewardBuffTypes = ['additive', 'multiplier'] as const;
export const RewardBuffType = z.enum(rewardBuffTypes);
export type RewardBuffType = z.infer<typeof RewardBuffType>;

export const offerChainLinkStatuses = ['UNLOCKED', 'LOCKED', 'CLAIMED'] as const;
export const OfferChainLinkStatus = z.enum(offerChainLinkStatuses);
export type OfferChainLinkStatus = z.infer<typeof OfferChainLinkStatus>;

export const footerStyles = ['TACTICUS', 'F1_CLASH'] as const;
export const FooterStyle = z.enum(footerStyles);
export type FooterStyle = z.infer<typeof FooterStyle>;

export const positions = ['top', 'center', 'bottom'] as const;
export const Position = z.enum(positions);
export type Position = z.infer<typeof Position>;

export const fonts = [
  'ROBOTO',
  'COCOGOOSE',
  'CINZEL',
  'BARLOW',
  'INSTRUMENT_SANS',
  'FORMULA1',
  'KANIT',
  'CENZO_FLARE',
] as const;
export const Font = z.enum(fonts);
export type Font = z.infer<typeof Font>;

export const loginProviderTypes = ['GOOGLE', 'CUSTOM', 'OAUTH2'] as const;
export const LoginProviderType = z.enum(loginProviderTypes);
export type LoginProviderType = z.infer<typeof LoginProviderType>;

export const buttonTypes = [
  'hempire',
  'fateless',
  'blue pill',
  'snowprint',
  'snowprint blue',
  'hutch',
  'predecessor',
  'unknown',
] as const;
export const ButtonType = z.enum(buttonTypes);
export type ButtonType = z.infer<typeof ButtonType>;

export const typographySets = [
  'default',
  'snowprint',
  'hempire',
  'fateless',
  'instrument sans',
  'hutch',
  'predecessor',
] as const;
export const TypographySet = z.enum(typographySets);
export type TypographySet = z.infer<typeof TypographySet>;

export const menuLinkTargets = [
  'SHOP',
  'LOYALTY',
  'DOWNLOAD',
  'MISSIONS',
  'HUB',
  'HOME',
  'EXTERNAL_URL',
  'NESTED',
] as const;
export const MenuLinkTarget = z.enum(menuLinkTargets);
export type MenuLinkTarget = z.infer<typeof MenuLinkTarget>;

export const paymentFlows = ['PAYMENT_FLOW_CART', 'PAYMENT_FLOW_CHECKOUT_LINK'] as const;
export const PaymentFlow = z.enum(paymentFlows);
export type PaymentFlow = z.infer<typeof PaymentFlow>;

export const paymentProviderErrorFields = [
  'charge',
  'code',
  'decline_code',
  'doc_url',
  'message',
  'param',
  'payment_intent',
  'payment_method',
  'setup_intent',
  'source',
  'type',
] as const;
