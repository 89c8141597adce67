// Missions (issue 14, docs/decisions/049-game-events-and-missions.md): progress is computed when read, from the
// player's paid orders and the game's events inside the mission's current period (a day or a week on the shop's
// clock, or the season), so nothing is ever "applied" and no purchase or event can count twice. A claim grants once
// per period through grantReward with the subject `{missionId}:{periodKey}`.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { orders, rewardClaims } from '../../../db/schema';
import type { Mission, MissionsConfig } from '../../../schemas/engagement/missions';
import type { MissionsPageData, MissionsView, MissionView } from '../../../schemas/api/missions';
import type { ShopConfig } from '../../../schemas/shop-config';
import { periodAt, type Period } from '~/lib/engagement-periods';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { playerEventCounts } from './game-events.server';
import { grantReward } from './reward-claims.server';

/** What missions read of a shop. */
export interface MissionsShop {
  id: string;
  config: Pick<ShopConfig, 'timeZone' | 'catalogue' | 'engagement'>;
}

/** The period a mission counts in now; null for a seasonal mission outside its season. */
export function missionPeriod(config: MissionsConfig, timeZone: string, mission: Mission, now: number): Period | null {
  if (mission.period === 'seasonal') {
    const { season } = config;
    if (!season) return null;
    const startsAt = Date.parse(season.startsAt);
    const endsAt = Date.parse(season.endsAt);
    if (now < startsAt || now >= endsAt) return null;
    return { key: `season-${new Date(startsAt).toISOString().slice(0, 10)}`, startsAt, endsAt };
  }
  return periodAt(now, mission.period, {
    timeZone,
    resetHour: config.resetHour,
    weekStartsOn: config.weekStartsOn,
  });
}

const subjectOf = (missionId: string, period: Period) => `${missionId}:${period.key}`;

/** The goal's target number ("5 matches", "2000 cents"). */
function targetOf(mission: Mission): number {
  return mission.goal.kind === 'purchase_amount' ? mission.goal.amount : mission.goal.count;
}

interface WindowTotals {
  /** Minor units paid in the catalogue's default currency. */
  amount: number;
  /** Orders paid with money, in any currency. */
  count: number;
}

/** Paid money orders per window, one query: amounts only in the default currency (no exchange rates are kept). */
async function purchaseTotals(
  db: Executor,
  shop: MissionsShop,
  playerId: string,
  windows: readonly Period[],
): Promise<WindowTotals[]> {
  if (windows.length === 0) return [];
  const currency = shop.config.catalogue.defaultCurrency;
  const from = new Date(Math.min(...windows.map((window) => window.startsAt)));
  const to = new Date(Math.max(...windows.map((window) => window.endsAt)));
  const columns = Object.fromEntries(
    windows.flatMap((window, index) => {
      const inside = sql`${orders.paidAt} >= ${new Date(window.startsAt)} and ${orders.paidAt} < ${new Date(window.endsAt)}`;
      return [
        [
          `amount${index}`,
          sql<string>`coalesce(sum(${orders.total}) filter (where ${inside} and ${orders.currency} = ${currency}), 0)`,
        ],
        [`count${index}`, sql<string>`count(*) filter (where ${inside})`],
      ];
    }),
  );
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shop.id),
        eq(orders.playerId, playerId),
        eq(orders.status, 'paid'),
        eq(orders.paidWith, 'money'),
        gte(orders.paidAt, from),
        lt(orders.paidAt, to),
      ),
    );
  return windows.map((_, index) => ({
    amount: Number(row?.[`amount${index}`] ?? 0),
    count: Number(row?.[`count${index}`] ?? 0),
  }));
}

/**
 * The player's missions as they stand now, in the config's order; seasonal missions only while their season runs.
 * Reads the player's orders, events and claims of the current periods (a handful of queries, whatever the list).
 */
export async function missionsFor(
  db: Executor,
  clock: Clock,
  shop: MissionsShop,
  playerId: string,
  only?: string,
): Promise<MissionsView> {
  const config = shop.config.engagement.missions;
  const now = clock.now().getTime();
  const current = config.list.flatMap((mission) => {
    const period = missionPeriod(config, shop.config.timeZone, mission, now);
    return period ? [{ mission, period }] : [];
  });
  const wanted = only === undefined ? current : current.filter(({ mission }) => mission.id === only);
  // The missions that unlock wanted ones are read too: their claims decide "locked".
  const unlockers = new Set(wanted.flatMap(({ mission }) => (mission.unlocksAfter ? [mission.unlocksAfter] : [])));
  const subjects = current
    .filter(({ mission }) => wanted.some((entry) => entry.mission.id === mission.id) || unlockers.has(mission.id))
    .map(({ mission, period }) => subjectOf(mission.id, period));

  const windows = [...new Map(wanted.map(({ period }) => [`${period.startsAt}-${period.endsAt}`, period])).values()];
  const windowIndex = (period: Period) =>
    windows.findIndex((window) => window.startsAt === period.startsAt && window.endsAt === period.endsAt);
  const needsPurchases = wanted.some(({ mission }) => mission.goal.kind !== 'event');
  const [totals, eventCounts, claims] = await Promise.all([
    needsPurchases ? purchaseTotals(db, shop, playerId, windows) : Promise.resolve([]),
    Promise.all(
      windows.map((window) => {
        const names = wanted.flatMap(({ mission, period }) =>
          mission.goal.kind === 'event' && windowIndex(period) === windowIndex(window) ? [mission.goal.event] : [],
        );
        return playerEventCounts(db, shop.id, playerId, names, new Date(window.startsAt), new Date(window.endsAt));
      }),
    ),
    subjects.length === 0
      ? Promise.resolve([])
      : db
          .select({ subject: rewardClaims.subject })
          .from(rewardClaims)
          .where(
            and(
              eq(rewardClaims.shopId, shop.id),
              eq(rewardClaims.playerId, playerId),
              eq(rewardClaims.kind, 'mission'),
              inArray(rewardClaims.subject, subjects),
            ),
          ),
  ]);
  const claimed = new Set(claims.map((claim) => claim.subject));
  const claimedNow = (missionId: string) => {
    const entry = current.find(({ mission }) => mission.id === missionId);
    return entry ? claimed.has(subjectOf(missionId, entry.period)) : false;
  };

  const missions = wanted.map(({ mission, period }): MissionView => {
    const index = windowIndex(period);
    const goal = mission.goal;
    const done =
      goal.kind === 'event'
        ? (eventCounts[index]?.[goal.event] ?? 0)
        : goal.kind === 'purchase_amount'
          ? (totals[index]?.amount ?? 0)
          : (totals[index]?.count ?? 0);
    const target = targetOf(mission);
    const progress = Math.min(done, target);
    const state = claimed.has(subjectOf(mission.id, period))
      ? 'claimed'
      : mission.unlocksAfter !== undefined && !claimedNow(mission.unlocksAfter)
        ? 'locked'
        : progress >= target
          ? 'completed'
          : 'in_progress';
    return {
      id: mission.id,
      name: mission.name,
      ...(mission.description ? { description: mission.description } : {}),
      period: mission.period,
      goal,
      progress,
      target,
      state,
      rewards: mission.rewards,
      ...(mission.unlocksAfter ? { unlocksAfter: mission.unlocksAfter } : {}),
      periodKey: period.key,
      startsAt: new Date(period.startsAt).toISOString(),
      endsAt: new Date(period.endsAt).toISOString(),
    };
  });
  return {
    season: config.season ?? null,
    currency: shop.config.catalogue.defaultCurrency,
    missions,
  };
}

/** The MISSIONS page's data (null on other pages); an anonymous visitor costs no database read. */
export async function missionsForPage(
  db: Executor,
  clock: Clock,
  shop: MissionsShop,
  target: string | null,
  playerId: string | null,
): Promise<MissionsPageData | null> {
  if (target !== 'MISSIONS') return null;
  const configured = shop.config.engagement.missions.list.length;
  const now = clock.now().getTime();
  if (playerId === null || configured === 0) return { now, configured, view: null };
  return { now, configured, view: await missionsFor(db, clock, shop, playerId) };
}

/** Whether the player has a completed mission to claim now (the menu badge). */
export async function hasClaimableMission(
  db: Executor,
  clock: Clock,
  shop: MissionsShop,
  playerId: string,
): Promise<boolean> {
  if (shop.config.engagement.missions.list.length === 0) return false;
  const { missions } = await missionsFor(db, clock, shop, playerId);
  return missions.some((mission) => mission.state === 'completed');
}

/**
 * Claims a completed mission's rewards for the current period: granted once (409 after), 422 while in progress or
 * locked, 404 for a mission the shop does not have (or a seasonal one outside its season).
 */
export async function claimMission(
  db: Database,
  clock: Clock,
  shop: MissionsShop,
  playerId: string,
  missionId: string,
): Promise<{ mission: MissionView; claimId: string }> {
  return db.transaction(async (tx) => {
    const [mission] = (await missionsFor(tx, clock, shop, playerId, missionId)).missions;
    if (!mission) {
      const known = shop.config.engagement.missions.list.some((entry) => entry.id === missionId);
      if (known) throw new UnprocessableError('This mission is not running now: its season is not on');
      throw new NotFoundError('This shop has no such mission');
    }
    if (mission.state === 'claimed') throw new ConflictError('You already claimed this mission');
    if (mission.state === 'locked') throw new UnprocessableError('Claim the mission before this one first');
    if (mission.state === 'in_progress') throw new UnprocessableError('This mission is not completed yet');
    const grant = await grantReward(tx, clock, {
      shopId: shop.id,
      playerId,
      kind: 'mission',
      subject: `${mission.id}:${mission.periodKey}`,
      name: mission.name,
      rewards: mission.rewards,
      detail: { missionId: mission.id, period: mission.periodKey },
    });
    if (!grant.granted) throw new ConflictError('You already claimed this mission');
    return { mission: { ...mission, state: 'claimed' }, claimId: grant.claimId };
  });
}
