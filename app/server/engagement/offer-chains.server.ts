// Offer chains (issue 14, docs/decisions/050-daily-gifts-and-offer-chains.md): link n is CLAIMED when n <= the
// player's completed count c, UNLOCKED when n = c + 1, LOCKED otherwise. The count lives in offer_chain_progress, one
// row per chain and cycle, and only ever moves by a conditional update (`completed = n - 1` -> n), so of any number
// of racing claims or payments for one link exactly one advances. A free link is claimed here (and granted through
// grantReward); a paid link is bought through the normal checkout and advances at settle (advanceOfferChainsForOrder),
// its reward being the order line's own delivery.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { offerChainProgress, orderLines, orders, paymentEvents, payments, shops } from '../../../db/schema';
import type { Price } from '../../../schemas/cards';
import type { OfferChainLinkStatus } from '../../../schemas/enums';
import type { OfferChain } from '../../../schemas/engagement/offer-chains';
import type { GrantedRewards } from '../../../schemas/engagement/rewards';
import type { ShopConfig } from '../../../schemas/shop-config';
import { cardPrice } from '~/lib/card-prices';
import { periodAt } from '~/lib/engagement-periods';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { findPublishedShop } from '~/server/shops.server';
import { grantReward } from './reward-claims.server';

type ChainShop = { id: string; config: Pick<ShopConfig, 'timeZone' | 'engagement' | 'catalogue'> };

export interface OfferChainLinkState {
  id: string;
  /** 1-based position in the chain. */
  n: number;
  status: OfferChainLinkStatus;
  rewards: GrantedRewards;
  /** The catalogue item a paid link sells; absent for a free link. */
  itemId?: string;
  /** Free, or the catalogue item's price in the shop's default currency. */
  price: Price;
}

export interface OfferChainState {
  chainId: string;
  name: string;
  /** The cycle the player is in: `always`, the week or month key, or `run-{k}` after k completions. */
  cycle: string;
  completed: number;
  links: OfferChainLinkState[];
}

const statusOf = (n: number, completed: number): OfferChainLinkStatus =>
  n <= completed ? 'CLAIMED' : n === completed + 1 ? 'UNLOCKED' : 'LOCKED';

/** The chain's current cycle for the player: weekly and monthly ones follow the shop's calendar (reset at 00:00). */
async function currentCycle(
  db: Executor,
  now: number,
  shop: ChainShop,
  playerId: string,
  chain: OfferChain,
): Promise<string> {
  const rules = { timeZone: shop.config.timeZone, resetHour: 0, weekStartsOn: 1 };
  if (chain.reset === 'never') return 'always';
  if (chain.reset === 'weekly') return periodAt(now, 'weekly', rules).key;
  if (chain.reset === 'monthly') return periodAt(now, 'monthly', rules).key;
  // on_completion: a new run begins once every link of the previous one is claimed.
  const [row] = await db
    .select({ runs: sql<number>`count(*)::int` })
    .from(offerChainProgress)
    .where(
      and(
        eq(offerChainProgress.shopId, shop.id),
        eq(offerChainProgress.playerId, playerId),
        eq(offerChainProgress.chainId, chain.id),
        gte(offerChainProgress.completed, chain.links.length),
      ),
    );
  return `run-${row?.runs ?? 0}`;
}

async function completedIn(db: Executor, shopId: string, playerId: string, chainId: string, cycle: string) {
  const [row] = await db
    .select({ completed: offerChainProgress.completed })
    .from(offerChainProgress)
    .where(
      and(
        eq(offerChainProgress.shopId, shopId),
        eq(offerChainProgress.playerId, playerId),
        eq(offerChainProgress.chainId, chainId),
        eq(offerChainProgress.cycle, cycle),
      ),
    );
  return row?.completed ?? 0;
}

/**
 * Moves the chain from link n - 1 to link n, if it is there: the conditional update is the one place progress changes.
 * Answers whether this call advanced it.
 */
async function advance(
  tx: Executor,
  clock: Clock,
  at: { shopId: string; playerId: string; chainId: string; cycle: string; n: number },
): Promise<boolean> {
  const now = clock.now();
  await tx
    .insert(offerChainProgress)
    .values({ shopId: at.shopId, playerId: at.playerId, chainId: at.chainId, cycle: at.cycle, updatedAt: now })
    .onConflictDoNothing();
  const moved = await tx
    .update(offerChainProgress)
    .set({ completed: at.n, updatedAt: now })
    .where(
      and(
        eq(offerChainProgress.shopId, at.shopId),
        eq(offerChainProgress.playerId, at.playerId),
        eq(offerChainProgress.chainId, at.chainId),
        eq(offerChainProgress.cycle, at.cycle),
        eq(offerChainProgress.completed, at.n - 1),
      ),
    )
    .returning({ completed: offerChainProgress.completed });
  return moved.length > 0;
}

function linkPrice(shop: ChainShop, itemId: string | undefined): Price {
  const item = itemId ? shop.config.catalogue.items.find((candidate) => candidate.id === itemId) : undefined;
  const free: Price = { kind: 'free' };
  return item ? (cardPrice(item, shop.config.catalogue.defaultCurrency, free) ?? free) : free;
}

/** Each of the shop's chains (or only `chainIds`) with the player's statuses in the current cycle. */
export async function offerChainsFor(
  db: Executor,
  clock: Clock,
  shop: ChainShop,
  playerId: string,
  chainIds?: ReadonlySet<string>,
): Promise<OfferChainState[]> {
  const now = clock.now().getTime();
  const chains = shop.config.engagement.offerChains.filter((chain) => !chainIds || chainIds.has(chain.id));
  return Promise.all(
    chains.map(async (chain) => {
      const cycle = await currentCycle(db, now, shop, playerId, chain);
      return chainState(shop, chain, cycle, await completedIn(db, shop.id, playerId, chain.id, cycle));
    }),
  );
}

function chainState(shop: ChainShop, chain: OfferChain, cycle: string, completed: number): OfferChainState {
  return {
    chainId: chain.id,
    name: chain.name,
    cycle,
    completed,
    links: chain.links.map((link, index) => ({
      id: link.id,
      n: index + 1,
      status: statusOf(index + 1, completed),
      rewards: link.rewards,
      ...(link.itemId ? { itemId: link.itemId } : {}),
      price: linkPrice(shop, link.itemId),
    })),
  };
}

/** The chains as a player who claimed nothing sees them: what a visitor is shown before signing in (no read). */
export function offerChainsPreview(shop: ChainShop, chainIds?: ReadonlySet<string>): OfferChainState[] {
  return shop.config.engagement.offerChains
    .filter((chain) => !chainIds || chainIds.has(chain.id))
    .map((chain) => chainState(shop, chain, '', 0));
}

function findLink(shop: ChainShop, chainId: string, linkId: string) {
  const chain = shop.config.engagement.offerChains.find((candidate) => candidate.id === chainId);
  if (!chain) throw new NotFoundError('This shop has no offer chain with this id');
  const index = chain.links.findIndex((candidate) => candidate.id === linkId);
  if (index < 0) throw new NotFoundError(`${chain.name} has no link with this id`);
  return { chain, link: chain.links[index]!, n: index + 1 };
}

export interface OfferChainLinkClaim {
  chainId: string;
  cycle: string;
  linkId: string;
  n: number;
  rewards: GrantedRewards;
}

/**
 * Claims a free link: advances the chain and grants its rewards in the caller's transaction. 404 for an unknown chain
 * or link, 422 for a locked or paid link, 409 when it is claimed (also for every racing claim but one).
 */
export async function claimOfferChainLink(
  tx: Executor,
  clock: Clock,
  shop: ChainShop,
  playerId: string,
  chainId: string,
  linkId: string,
): Promise<OfferChainLinkClaim> {
  const { chain, link, n } = findLink(shop, chainId, linkId);
  if (link.itemId) throw new UnprocessableError(`Step ${n} of ${chain.name} is bought, not claimed: buy it instead`);
  const cycle = await currentCycle(tx, clock.now().getTime(), shop, playerId, chain);
  const at = { shopId: shop.id, playerId, chainId: chain.id, cycle, n };
  if (!(await advance(tx, clock, at))) {
    const completed = await completedIn(tx, shop.id, playerId, chain.id, cycle);
    if (completed >= n) throw new ConflictError(`You already claimed step ${n} of ${chain.name}`);
    throw new UnprocessableError(`Step ${n} of ${chain.name} is locked: claim step ${completed + 1} first`);
  }
  const granted = await grantReward(tx, clock, {
    shopId: shop.id,
    playerId,
    kind: 'offer_chain_link',
    subject: `${chain.id}:${cycle}:${n}`,
    name: `${chain.name}, step ${n}`,
    rewards: link.rewards,
    detail: { cycle, link: n },
  });
  // The advance above already serialises claims of one link; a claim row left from an earlier config is a conflict.
  if (!granted.granted) throw new ConflictError(`You already claimed step ${n} of ${chain.name}`);
  return { chainId: chain.id, cycle, linkId: link.id, n, rewards: link.rewards };
}

/**
 * The chain link a card's Buy carries into the order (`order_lines.offer_chain_link`): it must sell this item and be
 * the player's next link now, else 422 (a locked or claimed link cannot be bought), 404 for an unknown one.
 */
export async function offerChainLinkForCheckout(
  db: Executor,
  clock: Clock,
  shop: ChainShop,
  playerId: string,
  itemId: string,
  chosen: { chainId: string; linkId: string },
): Promise<{ chainId: string; cycle: string; link: number }> {
  const { chain, link, n } = findLink(shop, chosen.chainId, chosen.linkId);
  const field = [{ path: 'offerChainLink', message: 'Not the next step of this offer chain' }];
  if (link.itemId !== itemId)
    throw new UnprocessableError(`Step ${n} of ${chain.name} does not sell this item`, [
      { path: 'offerChainLink', message: 'This step sells another item' },
    ]);
  const cycle = await currentCycle(db, clock.now().getTime(), shop, playerId, chain);
  const completed = await completedIn(db, shop.id, playerId, chain.id, cycle);
  if (completed >= n) throw new UnprocessableError(`You already have step ${n} of ${chain.name}`, field);
  if (completed + 1 < n) throw new UnprocessableError(`Step ${n} of ${chain.name} is locked`, field);
  return { chainId: chain.id, cycle, link: n };
}

/**
 * At settle (settleOrder): each paid line carrying a chain link advances that chain only if the link is still the
 * player's next one. Otherwise (two tabs paid for the same link) the chain's `duplicatePayment` applies: `credit` keeps
 * the payment as a plain purchase of the item (the order's delivery brings it), `refund` does too and records a refund
 * due on the payment for the operator (payment_events, type `offer_chain_refund_due`): settleOrder has no provider.
 */
export async function advanceOfferChainsForOrder(tx: Executor, clock: Clock, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      lineId: orderLines.id,
      amount: orderLines.amount,
      chainLink: orderLines.offerChainLink,
      shopId: orders.shopId,
      playerId: orders.playerId,
      currency: orders.currency,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.offerChainLink)));
  for (const line of lines) {
    const { chainId, cycle, link } = line.chainLink!;
    const at = { shopId: line.shopId, playerId: line.playerId, chainId, cycle, n: link };
    if (await advance(tx, clock, at)) continue;
    if ((await duplicatePaymentChoice(tx, line.shopId, chainId)) !== 'refund') continue;
    const [payment] = await tx
      .select({ provider: payments.provider, providerRef: payments.providerRef })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .limit(1);
    if (!payment) continue;
    await tx
      .insert(paymentEvents)
      .values({
        provider: payment.provider,
        eventId: `offer-chain-refund-due:${line.lineId}`,
        shopId: line.shopId,
        providerRef: payment.providerRef,
        type: 'offer_chain_refund_due',
        payload: {
          orderId,
          orderLineId: line.lineId,
          amount: line.amount,
          currency: line.currency,
          chainId,
          cycle,
          link,
        },
        receivedAt: clock.now(),
      })
      .onConflictDoNothing();
  }
}

/** The chain's choice for a second payment of one link, from the shop's published rules (refund when it is gone). */
async function duplicatePaymentChoice(tx: Executor, shopId: string, chainId: string) {
  const [shop] = await tx.select({ handle: shops.handle }).from(shops).where(eq(shops.id, shopId));
  const published = shop ? await findPublishedShop(tx, shop.handle) : null;
  const chain = published?.config.engagement.offerChains.find((candidate) => candidate.id === chainId);
  return chain?.duplicatePayment ?? 'refund';
}
