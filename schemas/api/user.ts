import { z } from 'zod';
import { LinkedAccountProvider, linkedAccountSchema } from '../account';
import { purchaseHistoryQuerySchema, purchaseHistorySchema } from '../commerce';
import { savedPaymentMethodsSchema } from '../saved-methods';
import { defineContract, pathParams } from './contract';

// Spec section 7, "User": the player's linked game accounts, saved payment methods and purchases.
const tag = 'User';

export const listAllLinkedAccounts = defineContract({
  name: 'listAllLinkedAccounts',
  method: 'GET',
  path: '/api/user/me/all_linked_accounts',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Lists the player's linked game accounts across all shops",
  response: z.object({ accounts: z.array(linkedAccountSchema) }),
});

export const unlinkAccount = defineContract({
  name: 'unlinkAccount',
  method: 'DELETE',
  path: '/api/user/me/linked_account/{a}/{b}',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Unlinks a game account from the player's account",
  params: pathParams('/api/user/me/linked_account/{a}/{b}', { a: LinkedAccountProvider }),
  response: z.undefined(),
});

export const listPaymentMethods = defineContract({
  name: 'listPaymentMethods',
  method: 'GET',
  path: '/api/user/me/{shop}/all_payment_methods',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Lists the player's saved payment methods in a shop, as the shop's payment provider keeps them: brand, last 4, expiry, wallet type and whether it has expired (never a card number)",
  params: pathParams('/api/user/me/{shop}/all_payment_methods'),
  response: savedPaymentMethodsSchema,
});

export const listShopLinkedAccounts = defineContract({
  name: 'listShopLinkedAccounts',
  method: 'GET',
  path: '/api/user/me/{shop}/linked_accounts',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Lists the player's game accounts linked in a shop",
  params: pathParams('/api/user/me/{shop}/linked_accounts'),
  response: z.object({ accounts: z.array(linkedAccountSchema) }),
});

export const deletePaymentMethod = defineContract({
  name: 'deletePaymentMethod',
  method: 'DELETE',
  path: '/api/user/me/{shop}/payment_method/{id}',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Deletes one of the player's saved payment methods at the shop's payment provider; 404 for an id the player does not have",
  params: pathParams('/api/user/me/{shop}/payment_method/{id}'),
  response: z.undefined(),
});

export const getPurchaseHistory = defineContract({
  name: 'getPurchaseHistory',
  method: 'GET',
  path: '/api/user/me/{shop}/purchase_history',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Lists the player's purchases in a shop",
  params: pathParams('/api/user/me/{shop}/purchase_history'),
  query: purchaseHistoryQuerySchema,
  response: purchaseHistorySchema,
});

export const userContracts = [
  listAllLinkedAccounts,
  unlinkAccount,
  listPaymentMethods,
  listShopLinkedAccounts,
  deletePaymentMethod,
  getPurchaseHistory,
] as const;
