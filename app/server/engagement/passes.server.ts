// Battle and premium passes (issue 14, docs/decisions/051-passes-hub-and-badges.md): a season of levels. XP is
// derived, never stored: the game's events in the season (playerEventCounts) and the money the player paid in the
// season (loyalty's US-cent rule, floor per order); a refunded order stops counting. The premium track is open to a
// player with a paid order of the pass's premium item made while the season ran. Each level's reward is granted
// once through grantReward (kind `pass_reward`, subject `{passId}:{level}:{track}`).
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import type { PassTrack, PassView } from '../../../schemas/api/passes';
import type { Catalogue } from '../../../schemas/catalogue';
import type { Pass } from '../../../schemas/engagement/passes';
import type { LayoutPage } from '../../../schemas/layout';
import { scaleAmount } from '~/lib/reward-buffs';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { playerEventCounts } from '~/server/engagement/game-events.server';
import { usdCentsOf } from '~/server/engagement/loyalty.server';
import { claimedSubjects, grantReward } from '~/server/engagement/reward-claims.server';
import type { PublishedShop } from '~/server/shops.server';

/** How long after the season's end the rewards reached in it can still be claimed. */
export const PASS_CLAIM_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

/** A player's standing in one pass, read from the database: what the levels' states are computed from. */
export interface PassStanding {
  xp: number;
  premiumOwned: boolean;
  /** `{level}:{track}` of the rewards claimed. */
  claimed: ReadonlySet<string>;
}

const subjectOf = (passId: string, level: number, track: PassTrack) => `${passId}:${level}:${track}`;

function seasonOf(pass: Pass) {
  const startsAt = new Date(pass.startsAt);
  const endsAt = new Date(pass.endsAt);
  return { startsAt, endsAt, claimableUntil: new Date(endsAt.getTime() + PASS_CLAIM_GRACE_MS) };
}

/** What counts for XP: from the season's start to its end, or to now while it runs. */
function xpWindow(pass: Pass, now: Date) {
  const { startsAt, endsAt } = seasonOf(pass);
  // Up to and including now (the window is end-exclusive).
  return { from: startsAt, to: new Date(Math.min(endsAt.getTime(), now.getTime() + 1)) };
}

/** XP from money paid in the season: each paid order's US cents x xpPerDollar / 100, floor per order. */
async function purchaseXp(db: Executor, shopId: string, playerId: string, pass: Pass, catalogue: Catalogue, now: Date) {
  const { from, to } = xpWindow(pass, now);
  if (pass.xpPerDollar === 0 || from >= to) return 0;
  const paid = await db
    .select({ id: orders.id, currency: orders.currency, total: orders.total })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.playerId, playerId),
        eq(orders.status, 'paid'),
        eq(orders.paidWith, 'money'),
        gte(orders.paidAt, from),
        lt(orders.paidAt, to),
      ),
    );
  if (paid.length === 0) return 0;
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      itemId: orderLines.itemId,
      quantity: orderLines.quantity,
      unitAmount: orderLines.unitAmount,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        paid.map((order) => order.id),
      ),
    );
  return paid.reduce((sum, order) => {
    const cents = usdCentsOf(
      order,
      lines.filter((line) => line.orderId === order.id),
      catalogue,
    );
    return sum + scaleAmount(cents, pass.xpPerDollar, 100);
  }, 0);
}

/** XP from the game's events in the season: each event's count x its XP. */
async function eventXp(db: Executor, shopId: string, playerId: string, pass: Pass, now: Date) {
  const names = Object.keys(pass.eventXp);
  if (names.length === 0) return 0;
  const { from, to } = xpWindow(pass, now);
  const counts = await playerEventCounts(db, shopId, playerId, names, from, to);
  return names.reduce((sum, name) => sum + (counts[name] ?? 0) * (pass.eventXp[name] ?? 0), 0);
}

/** Whether the player paid for the pass's premium item while the season ran (a refunded order does not count). */
async function ownsPremium(db: Executor, shopId: string, playerId: string, pass: Pass, now: Date) {
  const { from, to } = xpWindow(pass, now);
  if (!pass.premiumItemId || from >= to) return false;
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.playerId, playerId),
        eq(orders.status, 'paid'),
        eq(orderLines.itemId, pass.premiumItemId),
        gte(orders.paidAt, from),
        lt(orders.paidAt, to),
      ),
    )
    .limit(1);
  return owned !== undefined;
}

/** Reads the player's XP, premium ownership and claimed rewards of each pass. */
export async function passStandings(
  db: Executor,
  shop: Pick<PublishedShop, 'id' | 'config'>,
  playerId: string,
  passes: readonly Pass[],
  now: Date,
): Promise<Map<string, PassStanding>> {
  const standings = new Map<string, PassStanding>();
  if (passes.length === 0) return standings;
  const claims = await claimedSubjects(db, shop.id, playerId, 'pass_reward');
  for (const pass of passes) {
    // One after another: inside a transaction the queries share one connection anyway.
    const fromPurchases = await purchaseXp(db, shop.id, playerId, pass, shop.config.catalogue, now);
    const fromEvents = await eventXp(db, shop.id, playerId, pass, now);
    const premiumOwned = await ownsPremium(db, shop.id, playerId, pass, now);
    const prefix = `${pass.id}:`;
    const claimed = new Set(
      claims.filter((claim) => claim.subject.startsWith(prefix)).map((claim) => claim.subject.slice(prefix.length)),
    );
    standings.set(pass.id, { xp: fromPurchases + fromEvents, premiumOwned, claimed });
  }
  return standings;
}

/** The level reached with `xp`: floor(xp / xpPerLevel), at most the last level. */
export function passLevelAt(pass: Pass, xp: number): number {
  return Math.min(Math.floor(xp / pass.xpPerLevel), pass.levels.length);
}

/** A pass as the player sees it now; a standing of nobody (0 XP, nothing owned or claimed) is the anonymous view. */
export function passView(pass: Pass, standing: PassStanding, now: Date): PassView {
  const { startsAt, endsAt, claimableUntil } = seasonOf(pass);
  const level = passLevelAt(pass, standing.xp);
  const maxLevel = pass.levels.length;
  const claimOpen = now >= startsAt && now < claimableUntil;
  const stateOf = (at: number, track: PassTrack) => {
    if (standing.claimed.has(`${at}:${track}`)) return 'claimed' as const;
    if (at > level || now < startsAt) return 'locked' as const;
    if (!claimOpen) return 'expired' as const;
    if (track === 'premium' && !standing.premiumOwned) return 'premium_locked' as const;
    return 'claimable' as const;
  };
  const levels = pass.levels.map((entry, index) => ({
    level: index + 1,
    free: { rewards: entry.free, state: stateOf(index + 1, 'free') },
    premium: { rewards: entry.premium, state: stateOf(index + 1, 'premium') },
  }));
  return {
    id: pass.id,
    name: pass.name,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    claimableUntil: claimableUntil.toISOString(),
    status: now < startsAt ? 'upcoming' : now < endsAt ? 'running' : 'ended',
    xp: standing.xp,
    xpPerLevel: pass.xpPerLevel,
    level,
    maxLevel,
    progress: level >= maxLevel ? 100 : Math.floor(((standing.xp % pass.xpPerLevel) * 100) / pass.xpPerLevel),
    premiumItemId: pass.premiumItemId ?? null,
    premiumOwned: standing.premiumOwned,
    claimable: levels.reduce(
      (sum, entry) => sum + Number(entry.free.state === 'claimable') + Number(entry.premium.state === 'claimable'),
      0,
    ),
    levels,
  };
}

export const NOBODY: PassStanding = { xp: 0, premiumOwned: false, claimed: new Set() };

/**
 * The shop's passes as the player sees them now, in the config's order: a season that ended longer ago than the
 * claim grace period is left out (nothing can be done with it any more).
 */
export async function passesFor(
  db: Executor,
  clock: Clock,
  shop: Pick<PublishedShop, 'id' | 'config'>,
  playerId: string,
): Promise<PassView[]> {
  const now = clock.now();
  const shown = shop.config.engagement.passes.filter((pass) => now < seasonOf(pass).claimableUntil);
  const standings = await passStandings(db, shop, playerId, shown, now);
  return shown.map((pass) => passView(pass, standings.get(pass.id) ?? NOBODY, now));
}

/**
 * Claims one level's reward of a pass for the player, once: 404 for a pass or level the shop does not have, 422
 * when the season has not begun or its claim time is over, the level is not reached, or (premium) the premium item
 * is not owned; 409 when claimed before. Racing claims grant once (grantReward's unique claim).
 */
export async function claimPassReward(
  db: Database,
  clock: Clock,
  shop: Pick<PublishedShop, 'id' | 'config'>,
  playerId: string,
  claim: { passId: string; level: number; track: PassTrack },
) {
  const pass = shop.config.engagement.passes.find((candidate) => candidate.id === claim.passId);
  if (!pass) throw new NotFoundError(`No pass with the id "${claim.passId}"`);
  const entry = pass.levels[claim.level - 1];
  if (!entry) throw new NotFoundError(`${pass.name} has no level ${claim.level}`);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { startsAt, claimableUntil } = seasonOf(pass);
    const standing = (await passStandings(tx, shop, playerId, [pass], now)).get(pass.id) ?? NOBODY;
    const key = `${claim.level}:${claim.track}`;
    if (standing.claimed.has(key)) throw new ConflictError('You already claimed this reward');
    if (now < startsAt) throw new UnprocessableError(`${pass.name} has not begun yet`);
    if (now >= claimableUntil) throw new UnprocessableError(`The time to claim ${pass.name} rewards is over`);
    const level = passLevelAt(pass, standing.xp);
    if (claim.level > level) {
      throw new UnprocessableError(`Reach level ${claim.level} of ${pass.name} first; you are at level ${level}`);
    }
    if (claim.track === 'premium' && !standing.premiumOwned) {
      throw new UnprocessableError(`Unlock the premium track of ${pass.name} to claim its rewards`);
    }
    const rewards = claim.track === 'free' ? entry.free : entry.premium;
    const result = await grantReward(tx, clock, {
      shopId: shop.id,
      playerId,
      kind: 'pass_reward',
      subject: subjectOf(pass.id, claim.level, claim.track),
      name: `${pass.name}: level ${claim.level} ${claim.track} reward`,
      rewards,
      detail: { passId: pass.id, level: claim.level, track: claim.track },
    });
    if (!result.granted) throw new ConflictError('You already claimed this reward');
    const claimed = new Set(standing.claimed).add(key);
    return { claimId: result.claimId, rewards, pass: passView(pass, { ...standing, claimed }, now) };
  });
}

/**
 * A page's pass cards naming a pass, drawn from the pass's rules: its name, season end, levels as tiers (each
 * track's first reward) and the player's level and progress (level 0 for an anonymous visitor). Config only: no
 * database read.
 */
export function withPassCards(page: LayoutPage, passes: readonly Pass[], views: ReadonlyMap<string, PassView>) {
  const byId = new Map(passes.map((pass) => [pass.id, pass]));
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      cards: section.cards.map((card) => {
        if (card.type !== 'battle_pass' && card.type !== 'premium_pass') return card;
        const pass = card.passId ? byId.get(card.passId) : undefined;
        if (!pass) return card;
        const view = views.get(pass.id);
        return {
          ...card,
          season: pass.name,
          endsAt: pass.endsAt,
          currentTier: view?.level ?? 0,
          progress: view?.progress ?? 0,
          tiers: pass.levels.map((entry, index) => ({
            level: index + 1,
            freeReward: entry.free[0]!,
            premiumReward: entry.premium[0]!,
          })),
        };
      }),
    })),
  };
}

/** The pass ids a page's cards name. */
export function passIdsOnPage(page: LayoutPage | null): Set<string> {
  const ids = new Set<string>();
  for (const section of page?.sections ?? [])
    for (const card of section.cards)
      if ((card.type === 'battle_pass' || card.type === 'premium_pass') && card.passId) ids.add(card.passId);
  return ids;
}

/**
 * The page's pass cards for the storefront (engagementForPage): overlaid from the rules for everyone (an anonymous
 * visitor sees level 0 and a sign-in prompt, with no database read), and for a signed-in player their views of the
 * passes the page shows, for the cards' claim buttons.
 */
export async function passesForPage(
  db: Executor,
  clock: Clock,
  shop: Pick<PublishedShop, 'id' | 'config'>,
  page: LayoutPage | null,
  playerId: string | null,
): Promise<{ page: LayoutPage | null; passes: PassView[] }> {
  const ids = passIdsOnPage(page);
  if (!page || ids.size === 0) return { page, passes: [] };
  const rules = shop.config.engagement.passes;
  if (!playerId) return { page: withPassCards(page, rules, new Map()), passes: [] };
  const now = clock.now();
  const shown = rules.filter((pass) => ids.has(pass.id));
  const standings = await passStandings(db, shop, playerId, shown, now);
  const passes = shown.map((pass) => passView(pass, standings.get(pass.id) ?? NOBODY, now));
  return { page: withPassCards(page, rules, new Map(passes.map((view) => [view.id, view]))), passes };
}
