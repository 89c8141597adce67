// Checkout links (issue 16, docs/decisions/057-checkout-links.md): the game backend creates a link for one of its
// players to pay for one order, priced when the link is made. The link's status is never written by settlement or
// delivery: it follows the order of its latest payment attempt and that order's deliveries, so a webhook, a redirect
// return, the reconciliation worker and the delivery worker all move it without knowing links exist.
import { createHash } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { checkoutLinkOrders, checkoutLinks, deliveries, orders, payments, players } from '../../../db/schema';
import type {
  CheckoutLinkOrder,
  CheckoutLinkOrderResult,
  CheckoutLinkStatus,
  CreateCheckoutLinkBody,
  GameCheckoutLink,
} from '../../../schemas/checkout-links';
import type { NewOrderLine } from '../../../schemas/order';
import { includedTaxOf, priceCart } from '~/server/commerce/pricing.server';
import { purchasedCounts } from '~/server/commerce/purchase-limits.server';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { SIGN_IN_LINK_FRAGMENT } from '~/server/players/game-sign-in.server';
import { findOrCreatePlayer } from '~/server/players/players.server';
import { mintSignedToken } from '~/server/players/signed-tokens.server';
import { requirePublishedShop } from '~/server/shops.server';

export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect;

/** The shop page of a link (`/{shop}/pay/{id}`); a shop's own domain serves it without the handle too. */
export function checkoutLinkPath(shopHandle: string, linkId: string): string {
  return `/${shopHandle}/pay/${linkId}`;
}

/** The order of the link's latest payment attempt, and how many of its deliveries the game has not accepted yet. */
export interface LatestAttempt {
  orderId: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  paymentId: string | null;
  undelivered: number;
}

/** Where a link stands, from its row and its latest attempt (decision 057, "Status"). */
export function checkoutLinkStatus(link: CheckoutLinkRow, latest: LatestAttempt | null, now: Date): CheckoutLinkStatus {
  if (latest && (latest.orderStatus === 'paid' || latest.orderStatus === 'refunded'))
    return latest.undelivered === 0 ? 'fulfilled' : 'paid';
  if (latest?.orderStatus === 'pending') return 'processing';
  if (link.canceledAt) return 'canceled';
  return now >= link.expiresAt ? 'expired' : 'created';
}

export async function latestAttempt(db: Executor, linkId: string): Promise<LatestAttempt | null> {
  const [attempt] = await db
    .select({ orderId: orders.id, orderStatus: orders.status, paymentId: payments.id })
    .from(checkoutLinkOrders)
    .innerJoin(orders, eq(orders.id, checkoutLinkOrders.orderId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(checkoutLinkOrders.linkId, linkId))
    .orderBy(desc(checkoutLinkOrders.createdAt), desc(orders.number))
    .limit(1);
  if (!attempt) return null;
  const [open] = await db
    .select({ n: count() })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, attempt.orderId), ne(deliveries.status, 'delivered')));
  return { ...attempt, undelivered: open?.n ?? 0 };
}

export interface CheckoutLinkState {
  link: CheckoutLinkRow;
  status: CheckoutLinkStatus;
  latest: LatestAttempt | null;
}

/** A link of the shop with its status; another shop's link is a 404, as if it did not exist. */
export async function findCheckoutLink(
  db: Executor,
  clock: Clock,
  shopId: string,
  linkId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutLinkState | null> {
  const query = db
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.id, linkId), eq(checkoutLinks.shopId, shopId)))
    .limit(1);
  const [link] = options.lock ? await query.for('update') : await query;
  if (!link) return null;
  const latest = await latestAttempt(db, link.id);
  return { link, status: checkoutLinkStatus(link, latest, clock.now()), latest };
}

export async function requireCheckoutLink(
  db: Executor,
  clock: Clock,
  shopId: string,
  linkId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutLinkState> {
  const found = await findCheckoutLink(db, clock, shopId, linkId, options);
  if (!found) throw new NotFoundError('No checkout link with this id', [{ path: 'id', message: 'No such link' }]);
  return found;
}

export function gameCheckoutLinkOf({ link, status, latest }: CheckoutLinkState): GameCheckoutLink {
  return {
    id: link.id,
    transactionId: link.transactionId,
    gameAccountId: link.gameAccountId,
    status,
    currency: link.currency,
    total: link.total,
    expiresAt: link.expiresAt.toISOString(),
    orderId: latest?.orderId ?? null,
  };
}

/** What the `order_result` calls answer: no player, no items, no amounts. */
export function orderResultOf({ link, status, latest }: CheckoutLinkState): CheckoutLinkOrderResult {
  return { id: link.id, status, orderId: latest?.orderId ?? null };
}

/** The link's order as its own player sees it on the link page. */
export async function checkoutLinkOrderOf(
  db: Executor,
  shopHandle: string,
  { link, status, latest }: CheckoutLinkState,
  includedTaxBasisPoints: number | undefined,
): Promise<CheckoutLinkOrder> {
  const [player] = await db
    .select({ displayName: players.displayName, email: players.email })
    .from(players)
    .where(eq(players.id, link.playerId))
    .limit(1);
  return {
    id: link.id,
    shop: shopHandle,
    status,
    playerName: player?.displayName ?? player?.email ?? link.gameAccountId,
    lines: link.lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: line.amount,
      contents: line.contents,
    })),
    currency: link.currency,
    subtotal: link.subtotal,
    total: link.total,
    includedTax: includedTaxOf(link.total, includedTaxBasisPoints),
    expiresAt: link.expiresAt.toISOString(),
    returnUrl: link.returnUrl,
    returnMode: link.returnMode,
    orderId: latest?.orderId ?? null,
    paymentIntentId: latest?.paymentId ?? null,
  };
}

/** The body as the game meant it, key order and defaults aside: a retry of the same purchase hashes the same. */
function requestHashOf(body: CreateCheckoutLinkBody): string {
  const canonical = {
    ...body,
    displayName: body.displayName ?? null,
    items: body.items.map((item) => [item.itemId, item.quantity, item.unitAmountOverride ?? null]),
  };
  const sorted = Object.fromEntries(Object.entries(canonical).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

interface PricedLink {
  lines: NewOrderLine[];
  subtotal: number;
  total: number;
  tax: number;
  priceOverride: Record<string, number> | null;
}

/** Prices the items from the catalogue (availability, currency, limits), then applies the publisher's overrides. */
async function priceLink(
  db: Executor,
  clock: Clock,
  shop: Awaited<ReturnType<typeof requirePublishedShop>>,
  playerId: string,
  body: CreateCheckoutLinkBody,
): Promise<PricedLink> {
  const { catalogue } = shop.config;
  body.items.forEach((item, index) => {
    if (!catalogue.items.some((candidate) => candidate.id === item.itemId))
      throw new UnprocessableError(`No item "${item.itemId}" is sold in this shop`, [
        { path: `items[${index}].itemId`, message: 'No item has this id' },
      ]);
  });
  const limited = body.items.filter((item) =>
    catalogue.items.some((candidate) => candidate.id === item.itemId && candidate.limitPerPlayer !== undefined),
  );
  const purchased =
    limited.length === 0
      ? new Map<string, number>()
      : await purchasedCounts(
          db,
          shop.id,
          playerId,
          limited.map((item) => item.itemId),
        );
  const { cart, order } = priceCart({
    shop,
    playerId,
    catalogue,
    currency: body.currency,
    lines: body.items.map(({ itemId, quantity }) => ({ itemId, quantity })),
    couponCode: null,
    purchased,
    now: clock.now(),
    version: 0,
  });
  cart.lines.forEach((line, index) => {
    if (line.problem)
      throw new UnprocessableError(`${line.name}: ${line.problem.message}`, [
        { path: `items[${index}].itemId`, message: line.problem.message },
      ]);
  });
  const overrides = new Map(
    body.items.flatMap((item) =>
      item.unitAmountOverride === undefined ? [] : [[item.itemId, item.unitAmountOverride] as const],
    ),
  );
  const lines = order.lines.map((line) => {
    const unitAmount = overrides.get(line.itemId) ?? line.unitAmount;
    return { ...line, unitAmount, discount: 0, amount: unitAmount * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    lines,
    subtotal,
    total: subtotal,
    tax: includedTaxOf(subtotal, catalogue.includedTaxBasisPoints),
    priceOverride: overrides.size > 0 ? Object.fromEntries(overrides) : null,
  };
}

const TRANSACTION_REUSED = 'This transactionId was used for another checkout link: send the same body, or a new id';

/** The existing link of a transaction id: the same body gets it back, another body is a 422. */
function sameRequestOr422(link: CheckoutLinkRow, hash: string): CheckoutLinkRow {
  if (link.requestHash !== hash)
    throw new UnprocessableError(TRANSACTION_REUSED, [{ path: 'transactionId', message: TRANSACTION_REUSED }]);
  return link;
}

async function linkOfTransaction(db: Executor, shopId: string, transactionId: string) {
  const [link] = await db
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.shopId, shopId), eq(checkoutLinks.transactionId, transactionId)))
    .limit(1);
  return link ?? null;
}

/**
 * POST /server-api/v1/shops/{shop}/checkout-links: creates the link once per transaction id (the unique index
 * decides between concurrent posts) and answers its URL, with a fresh single-use sign-in token when asked.
 */
export async function createCheckoutLink(
  context: AppLoadContext,
  origin: string,
  shopHandle: string,
  body: CreateCheckoutLinkBody,
): Promise<GameCheckoutLink> {
  const { db, clock } = context;
  const shop = await requirePublishedShop(db, shopHandle);
  const hash = requestHashOf(body);
  let link = await linkOfTransaction(db, shop.id, body.transactionId);
  if (link) link = sameRequestOr422(link, hash);
  else {
    const player = await findOrCreatePlayer(db, {
      shopId: shop.id,
      provider: 'GAME',
      externalId: body.gameAccountId,
      displayName: body.displayName,
    });
    const priced = await priceLink(db, clock, shop, player.id, body);
    const now = clock.now();
    const [created] = await db
      .insert(checkoutLinks)
      .values({
        shopId: shop.id,
        playerId: player.id,
        gameAccountId: body.gameAccountId,
        transactionId: body.transactionId,
        requestHash: hash,
        currency: body.currency,
        ...priced,
        returnUrl: body.returnUrl,
        returnMode: body.returnMode,
        expiresAt: new Date(now.getTime() + body.expiresInSeconds * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [checkoutLinks.shopId, checkoutLinks.transactionId] })
      .returning();
    // Another post of the same transaction id won the race: answer its link (or 422 if the bodies differ).
    link = created ?? sameRequestOr422((await linkOfTransaction(db, shop.id, body.transactionId))!, hash);
  }
  const latest = await latestAttempt(db, link.id);
  const state = { link, latest, status: checkoutLinkStatus(link, latest, clock.now()) };
  const path = checkoutLinkPath(shop.handle, link.id);
  let url = `${origin}${path}`;
  if (body.signIn && (state.status === 'created' || state.status === 'processing')) {
    const secondsLeft = Math.floor((link.expiresAt.getTime() - clock.now().getTime()) / 1000);
    const minted = await mintSignedToken(context, {
      shopId: shop.id,
      purpose: 'sign_in',
      gameAccountId: link.gameAccountId,
      displayName: body.displayName ?? null,
      redirectTo: path,
      expiresInSeconds: Math.max(30, secondsLeft),
    });
    url += `#${SIGN_IN_LINK_FRAGMENT}=${minted.token}`;
  }
  return { ...gameCheckoutLinkOf(state), url };
}

/** The game cancels a link it no longer wants paid; a paid link or one with a payment in flight is refused. */
export async function cancelCheckoutLink(context: AppLoadContext, shopId: string, linkId: string) {
  return context.db.transaction(async (tx) => {
    const state = await requireCheckoutLink(tx, context.clock, shopId, linkId, { lock: true });
    if (state.status === 'canceled' || state.status === 'expired') return gameCheckoutLinkOf(state);
    if (state.status !== 'created')
      throw new ConflictError(
        state.status === 'processing'
          ? 'A payment for this link is in flight: it cannot be canceled now'
          : 'This link is paid: it cannot be canceled',
      );
    const now = context.clock.now();
    const [link] = await tx
      .update(checkoutLinks)
      .set({ canceledAt: now, updatedAt: now })
      .where(eq(checkoutLinks.id, linkId))
      .returning();
    return gameCheckoutLinkOf({ ...state, link: link!, status: 'canceled' });
  });
}
