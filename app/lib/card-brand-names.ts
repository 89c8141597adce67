import type { CardBrand } from '../../schemas/enums';

/** Human names for labels (receipts, mails, `<CardBrandIcon title={cardBrandNames[brand]} />`). */
export const cardBrandNames = {
  VISA: 'Visa',
  MASTER_CARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  UNION_PAY: 'UnionPay',
  JCB: 'JCB',
  ACCEL: 'Accel',
  MAESTRO: 'Maestro',
  STAR: 'STAR',
  PULSE: 'PULSE',
  NYCE: 'NYCE',
} satisfies Record<CardBrand, string>;
