// Loyalty points (issue 14, docs/decisions/048-loyalty-and-reward-buffs.md): an append-only ledger credited when an
// order is settled as paid (in settleOrder's transaction, once per order by the ledger's unique source), reversed
// once by a refund; tiers by the total reached; milestones granted once through grantReward.
import { and, eq, sql } from 'drizzle-orm';
import { loyaltyAcks, loyaltyLedger, orderLines, orders, shops } from '../../../db/schema';
import type { Catalogue } from '../../../schemas/catalogue';
import type {
  LoyaltyAckResult,
  LoyaltyCampaign,
  LoyaltyClaimResult,
  LoyaltyDetails,
  LoyaltyPageData,
} from '../../../schemas/engagement/loyalty';
import type { LayoutPage } from '../../../schemas/layout';
import type { PageTarget } from '../../../schemas/menu';
import { minorUnitDigits } from '~/lib/money';
import { scaleAmount } from '~/lib/reward-buffs';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { claimedSubjects, grantReward } from '~/server/engagement/reward-claims.server';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';

type Tier = LoyaltyCampaign['tiers'][number];

/** The player's total: the ledger's sum, shown as 0 while reversals outweigh credits. */
export async function loyaltyPointsOf(db: Executor, shopId: string, playerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loyaltyLedger.delta}), 0)::text` })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.shopId, shopId), eq(loyaltyLedger.playerId, playerId)));
  return Math.max(0, Number(row?.total ?? 0));
}

/** The highest tier whose start the total reached (the schema keeps one tier at 0, so there always is one). */
export function tierAt(campaign: LoyaltyCampaign, points: number): Tier {
  const byStart = [...campaign.tiers].sort((a, b) => a.startPoints - b.startPoints);
  return byStart.filter((tier) => tier.startPoints <= points).at(-1) ?? byStart[0]!;
}

/**
 * What an order is worth in US cents for loyalty: its total when paid in USD; otherwise the total scaled by the
 * catalogue's own USD list prices of the same lines (so a 160 JPY pack earns what its 0.99 USD price earns, and a
 * coupon's discount shrinks both alike); when a line's item has no USD price any more, a major unit of the order's
 * currency counts as a dollar. Floor throughout.
 */
export function usdCentsOf(
  order: { currency: string; total: number },
  lines: ReadonlyArray<{ itemId: string; quantity: number; unitAmount: number }>,
  catalogue: Catalogue,
): number {
  if (order.total === 0) return 0;
  if (order.currency === 'USD') return order.total;
  const prices = new Map(catalogue.items.map((item) => [item.id, item.prices?.USD]));
  let listUsd = 0;
  let listLocal = 0;
  for (const line of lines) {
    const usd = prices.get(line.itemId);
    if (usd === undefined) {
      listLocal = 0;
      break;
    }
    listUsd += usd * line.quantity;
    listLocal += line.unitAmount * line.quantity;
  }
  if (listLocal > 0) return scaleAmount(order.total, listUsd, listLocal);
  return scaleAmount(order.total, 100, 10 ** minorUnitDigits(order.currency));
}

/** Points for paying `usdCents`: floor(cents x points per dollar x multiplier percent / 10 000), one rounding. */
export function pointsFor(usdCents: number, tier: Tier): number {
  return scaleAmount(usdCents, tier.pointsPerDollar * tier.multiplierPercent, 100 * 100);
}

/**
 * Credits the points of a paid order, inside settleOrder's transaction: paid in money only (a virtual-currency or
 * free order earns nothing), at the rate of the tier the player held before this order, once (the ledger's unique
 * source makes a second call credit nothing). Returns the points credited (0 when none).
 */
export async function creditLoyaltyForOrder(
  tx: Executor,
  clock: Clock,
  order: { id: string; shopId: string; playerId: string },
): Promise<number> {
  const [row] = await tx
    .select({
      paidWith: orders.paidWith,
      currency: orders.currency,
      total: orders.total,
      handle: shops.handle,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, order.id));
  if (!row || row.paidWith !== 'money' || row.total <= 0) return 0;
  // The same cached, validated config every page reads, here within the settling transaction.
  const shop = await findPublishedShop(tx as Database, row.handle);
  const campaign = shop?.config.engagement.loyalty;
  if (!shop || !campaign) return 0;
  const lines = await tx
    .select({ itemId: orderLines.itemId, quantity: orderLines.quantity, unitAmount: orderLines.unitAmount })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const before = await loyaltyPointsOf(tx, order.shopId, order.playerId);
  const points = pointsFor(usdCentsOf(row, lines, shop.config.catalogue), tierAt(campaign, before));
  if (points <= 0) return 0;
  const credited = await tx
    .insert(loyaltyLedger)
    .values({
      shopId: order.shopId,
      playerId: order.playerId,
      delta: points,
      source: 'order',
      sourceId: order.id,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id });
  return credited.length > 0 ? points : 0;
}

/**
 * Reverses what an order credited, once (source `refund`, the order id): the whole credit, whatever was refunded.
 * Call it in the transaction that refunds the order. Returns the points taken back (0 when none or done before).
 */
export async function reverseLoyaltyForOrder(tx: Executor, clock: Clock, orderId: string): Promise<number> {
  const [credit] = await tx
    .select({ shopId: loyaltyLedger.shopId, playerId: loyaltyLedger.playerId, delta: loyaltyLedger.delta })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.source, 'order'), eq(loyaltyLedger.sourceId, orderId)));
  if (!credit) return 0;
  const reversed = await tx
    .insert(loyaltyLedger)
    .values({
      shopId: credit.shopId,
      playerId: credit.playerId,
      delta: -credit.delta,
      source: 'refund',
      sourceId: orderId,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id });
  return reversed.length > 0 ? credit.delta : 0;
}

async function ackedPointsOf(db: Executor, shopId: string, playerId: string): Promise<number> {
  const [row] = await db
    .select({ acked: loyaltyAcks.ackedPoints })
    .from(loyaltyAcks)
    .where(and(eq(loyaltyAcks.shopId, shopId), eq(loyaltyAcks.playerId, playerId)));
  return row?.acked ?? 0;
}

const tierView = (tier: Tier) => ({
  id: tier.id,
  name: tier.name,
  startPoints: tier.startPoints,
  pointsPerDollar: tier.pointsPerDollar,
  multiplierPercent: tier.multiplierPercent,
});

/** The campaign and the player's place in it (the loyalty_details call, the LOYALTY page and the hub). */
export async function loyaltyDetailsFor(
  db: Executor,
  campaign: LoyaltyCampaign,
  viewer: { shopId: string; playerId: string },
): Promise<LoyaltyDetails> {
  const [points, acked, claimed] = await Promise.all([
    loyaltyPointsOf(db, viewer.shopId, viewer.playerId),
    ackedPointsOf(db, viewer.shopId, viewer.playerId),
    claimedSubjects(db, viewer.shopId, viewer.playerId, 'loyalty_milestone'),
  ]);
  const claimedIds = new Set(claimed.map((claim) => claim.subject));
  const tiers = [...campaign.tiers].sort((a, b) => a.startPoints - b.startPoints);
  const tier = tierAt(campaign, points);
  const nextTier = tiers.find((candidate) => candidate.startPoints > points) ?? null;
  const milestones = [...campaign.milestones].sort((a, b) => a.points - b.points);
  const nextMilestone = milestones.find((milestone) => milestone.points > points) ?? null;
  return {
    campaign: { name: campaign.name, currencyName: campaign.currencyName, tiers: tiers.map(tierView) },
    points,
    tier: tierView(tier),
    nextTier: nextTier ? tierView(nextTier) : null,
    pointsToNextTier: nextTier ? nextTier.startPoints - points : null,
    nextMilestoneId: nextMilestone?.id ?? null,
    pointsToNextMilestone: nextMilestone ? nextMilestone.points - points : null,
    milestones: milestones.map((milestone) => ({
      id: milestone.id,
      name: milestone.name,
      points: milestone.points,
      rewards: milestone.rewards.map(({ name, amount, currencyId }) => ({
        name,
        amount,
        ...(currencyId ? { currencyId } : {}),
      })),
      status: claimedIds.has(milestone.id) ? 'claimed' : milestone.points <= points ? 'reached' : 'locked',
    })),
    ackedPoints: acked,
    unackedPoints: Math.max(0, points - acked),
  };
}

/** The shop's campaign, or a 404 the caller can read (a shop without one has no loyalty calls). */
export function requireLoyaltyCampaign(shop: PublishedShop): LoyaltyCampaign {
  const campaign = shop.config.engagement.loyalty;
  if (!campaign) throw new NotFoundError(`The shop ${shop.handle} runs no loyalty campaign`);
  return campaign;
}

/**
 * Records the total the player has seen: `points` (what the page showed, so points credited meanwhile still count
 * up next time) capped at the current total; left out, the current total. Setting the same value again changes
 * nothing.
 */
export async function acknowledgeLoyaltyPoints(
  db: Database,
  clock: Clock,
  viewer: { shopId: string; playerId: string },
  seen: number | undefined,
): Promise<LoyaltyAckResult> {
  const points = await loyaltyPointsOf(db, viewer.shopId, viewer.playerId);
  const ackedPoints = Math.min(seen ?? points, points);
  await db
    .insert(loyaltyAcks)
    .values({ shopId: viewer.shopId, playerId: viewer.playerId, ackedPoints, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: [loyaltyAcks.shopId, loyaltyAcks.playerId],
      set: { ackedPoints, updatedAt: clock.now() },
    });
  return { points, ackedPoints, unackedPoints: points - ackedPoints };
}

/** Grants a reached milestone once: 404 for an unknown id, 422 when not reached yet, 409 when claimed already. */
export async function claimLoyaltyMilestone(
  db: Database,
  clock: Clock,
  campaign: LoyaltyCampaign,
  viewer: { shopId: string; playerId: string },
  milestoneId: string,
): Promise<LoyaltyClaimResult> {
  const milestone = campaign.milestones.find((candidate) => candidate.id === milestoneId);
  if (!milestone) throw new NotFoundError(`No loyalty milestone has the id ${milestoneId}`);
  return db.transaction(async (tx) => {
    const points = await loyaltyPointsOf(tx, viewer.shopId, viewer.playerId);
    if (points < milestone.points)
      throw new UnprocessableError(
        `${milestone.name} needs ${milestone.points} ${campaign.currencyName}; you have ${points}`,
      );
    const granted = await grantReward(tx, clock, {
      shopId: viewer.shopId,
      playerId: viewer.playerId,
      kind: 'loyalty_milestone',
      subject: milestone.id,
      name: milestone.name,
      rewards: milestone.rewards,
      detail: { points: milestone.points },
    });
    if (!granted.granted) throw new ConflictError(`${milestone.name} was claimed already`);
    return {
      milestoneId: milestone.id,
      claimId: granted.claimId,
      rewards: milestone.rewards.map(({ name, amount, currencyId }) => ({
        name,
        amount,
        ...(currencyId ? { currencyId } : {}),
      })),
    };
  });
}

/**
 * Loyalty for a storefront page (engagementForPage): on the LOYALTY page or a page with a balance card, the
 * campaign's names, and the player's details when signed in (`viewer`); null when the shop runs no campaign or the
 * page shows nothing of it. A visitor costs no database read.
 */
export async function loyaltyForPage(
  db: Executor,
  shop: PublishedShop,
  page: LayoutPage | null,
  target: PageTarget | null,
  viewer: { shopId: string; playerId: string } | null,
): Promise<LoyaltyPageData | null> {
  const campaign = shop.config.engagement.loyalty;
  const shown =
    target === 'LOYALTY' ||
    (page?.sections.some((section) => section.cards.some((card) => card.type === 'loyalty_currency_balance')) ?? false);
  if (!campaign || !shown) return null;
  return {
    name: campaign.name,
    currencyName: campaign.currencyName,
    details: viewer ? await loyaltyDetailsFor(db, campaign, viewer) : null,
  };
}
