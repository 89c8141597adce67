import type { DeliveryStatus } from '../../../schemas/commerce';

/** How the receipt, the purchase history and the success page say where a paid order's items stand. */
export const deliveryWords: Record<DeliveryStatus, string> = {
  not_owed: 'Nothing to deliver',
  waiting_for_link: 'Waiting for your game account link',
  on_the_way: 'On its way to your game',
  delivered: 'Delivered to your game',
  failed: 'Delivery failed: support has been told',
};
