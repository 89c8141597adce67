// Daily gifts and calendars (issue 14, docs/decisions/050-daily-gifts-and-offer-chains.md): one claim per shop day (a
// day begins at the gift's reset hour in the shop's time zone). The claim's subject is `{giftId}:{day}`, so the unique
// index of reward_claims is the atomic "check and record the period": of any number of racing claims one grants.
// A streak gift gives day n's reward on the n-th day of the player's streak (cycling after the last day); a calendar
// gives day n's reward on the n-th shop day from its start, and only today's day can be claimed.
import { and, desc, eq, like } from 'drizzle-orm';
import { rewardClaims } from '../../../db/schema';
import type { DailyGift } from '../../../schemas/engagement/daily-gifts';
import type { GrantedRewards } from '../../../schemas/engagement/rewards';
import type { ShopConfig } from '../../../schemas/shop-config';
import { periodAt, shopDaysBetween, type Period, type PeriodRules } from '~/lib/engagement-periods';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { grantReward } from './reward-claims.server';

export type CalendarDayState = 'claimed' | 'today' | 'missed' | 'locked';

/** A gift as the player sees it today. */
export interface DailyGiftState {
  giftId: string;
  name: string;
  kind: DailyGift['kind'];
  /** Today's shop day (`2026-11-26`). */
  periodKey: string;
  /** Whether the player can claim now. */
  claimable: boolean;
  claimedToday: boolean;
  /** Today's day of the streak (claimed or to claim); for a calendar, today's day of the calendar (0 before it starts). */
  day: number;
  /** What today's claim gives (the calendar's last day's once it ended, the first's before it starts). */
  rewards: GrantedRewards;
  /** When the next claim opens (ISO); null while claimable or once a calendar has ended. */
  nextClaimAt: string | null;
  /** Calendars only: whether it has started, runs or ended, and each day's state. */
  calendar: {
    status: 'upcoming' | 'running' | 'ended';
    days: Array<{ day: number; rewards: GrantedRewards; state: CalendarDayState }>;
  } | null;
}

interface PastClaim {
  periodKey: string;
  day: number;
}

const rulesOf = (config: Pick<ShopConfig, 'timeZone'>, gift: DailyGift): PeriodRules => ({
  timeZone: config.timeZone,
  resetHour: gift.resetHour,
});

/** The player's claims of one gift, newest first (at most `limit`: a streak needs the last, a calendar its days). */
async function pastClaims(
  db: Executor,
  shopId: string,
  playerId: string,
  giftId: string,
  limit: number,
): Promise<PastClaim[]> {
  const rows = await db
    .select({ subject: rewardClaims.subject, detail: rewardClaims.detail })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.shopId, shopId),
        eq(rewardClaims.playerId, playerId),
        eq(rewardClaims.kind, 'daily_gift'),
        // Subjects are `{giftId}:{yyyy-mm-dd}`. A prefix LIKE ignores the collation; a slug's `_` is escaped.
        like(rewardClaims.subject, `${giftId.replaceAll('_', '\\_')}:%`),
      ),
    )
    .orderBy(desc(rewardClaims.subject))
    .limit(limit);
  return rows.map((row) => ({
    periodKey: row.subject.slice(giftId.length + 1),
    day: typeof row.detail.day === 'number' ? row.detail.day : 1,
  }));
}

const rewardsOfDay = (gift: DailyGift, day: number): GrantedRewards =>
  gift.days[(((day - 1) % gift.days.length) + gift.days.length) % gift.days.length]!.rewards;

/** Today's streak day: the day after yesterday's claim, 1 after a missed day (`reset`) or the day after the last (`skip`). */
function streakState(gift: DailyGift, today: Period, rules: PeriodRules, last: PastClaim | undefined) {
  if (last?.periodKey === today.key) return { day: last.day, claimedToday: true };
  if (!last) return { day: 1, claimedToday: false };
  const yesterday = periodAt(today.startsAt - 1, 'daily', rules).key;
  const continues = last.periodKey === yesterday || gift.missedDay === 'skip';
  return { day: continues ? last.day + 1 : 1, claimedToday: false };
}

/** Today's day of a calendar (1 on its first shop day; 0 or less before it, more than its length after it). */
function calendarDay(gift: DailyGift, now: number, rules: PeriodRules): number {
  if (!gift.startsAt) return 0;
  return shopDaysBetween(Date.parse(gift.startsAt), now, rules) + 1;
}

function stateOf(gift: DailyGift, config: Pick<ShopConfig, 'timeZone'>, now: number, claims: PastClaim[]) {
  const rules = rulesOf(config, gift);
  const today = periodAt(now, 'daily', rules);
  const base = { giftId: gift.id, name: gift.name, kind: gift.kind, periodKey: today.key };
  if (gift.kind === 'streak') {
    const { day, claimedToday } = streakState(gift, today, rules, claims[0]);
    return {
      ...base,
      claimable: !claimedToday,
      claimedToday,
      day,
      rewards: rewardsOfDay(gift, day),
      nextClaimAt: claimedToday ? new Date(today.endsAt).toISOString() : null,
      calendar: null,
    } satisfies DailyGiftState;
  }
  const n = calendarDay(gift, now, rules);
  const length = gift.days.length;
  const status = n < 1 ? 'upcoming' : n > length ? 'ended' : 'running';
  const claimedDays = new Set(claims.map((claim) => claim.day));
  const claimedToday = status === 'running' && claimedDays.has(n);
  const days = gift.days.map((entry, index) => {
    const day = index + 1;
    const state: CalendarDayState = claimedDays.has(day)
      ? 'claimed'
      : day === n
        ? 'today'
        : day < n
          ? 'missed'
          : 'locked';
    return { day, rewards: entry.rewards, state };
  });
  // The next claim opens tomorrow while days remain, on the first day before the start, never once it ended.
  const nextClaimAt =
    status === 'upcoming'
      ? new Date(periodAt(Date.parse(gift.startsAt!), 'daily', rules).startsAt).toISOString()
      : status === 'running' && claimedToday && n < length
        ? new Date(today.endsAt).toISOString()
        : null;
  return {
    ...base,
    claimable: status === 'running' && !claimedToday,
    claimedToday,
    day: Math.max(0, Math.min(n, length)),
    rewards: rewardsOfDay(gift, Math.max(1, Math.min(n, length))),
    nextClaimAt,
    calendar: { status, days },
  } satisfies DailyGiftState;
}

const claimsNeeded = (gift: DailyGift) => (gift.kind === 'streak' ? 1 : gift.days.length);

/** The state of each of the shop's gifts (or only `giftIds`) for the player: one small query per gift. */
export async function dailyGiftsFor(
  db: Executor,
  clock: Clock,
  shop: { id: string; config: Pick<ShopConfig, 'timeZone' | 'engagement'> },
  playerId: string,
  giftIds?: ReadonlySet<string>,
): Promise<DailyGiftState[]> {
  const now = clock.now().getTime();
  const gifts = shop.config.engagement.dailyGifts.filter((gift) => !giftIds || giftIds.has(gift.id));
  return Promise.all(
    gifts.map(async (gift) =>
      stateOf(gift, shop.config, now, await pastClaims(db, shop.id, playerId, gift.id, claimsNeeded(gift))),
    ),
  );
}

/** The gifts as a player who never claimed sees them today: what a visitor is shown before signing in (no read). */
export function dailyGiftsPreview(
  clock: Clock,
  shop: { config: Pick<ShopConfig, 'timeZone' | 'engagement'> },
  giftIds?: ReadonlySet<string>,
): DailyGiftState[] {
  const now = clock.now().getTime();
  return shop.config.engagement.dailyGifts
    .filter((gift) => !giftIds || giftIds.has(gift.id))
    .map((gift) => stateOf(gift, shop.config, now, []));
}

/** The gifts the player can claim now, for the menu's badges. */
export async function claimableGiftIds(
  db: Executor,
  clock: Clock,
  shop: { id: string; config: Pick<ShopConfig, 'timeZone' | 'engagement'> },
  playerId: string,
): Promise<Set<string>> {
  const states = await dailyGiftsFor(db, clock, shop, playerId);
  return new Set(states.filter((state) => state.claimable).map((state) => state.giftId));
}

export interface DailyGiftClaim {
  giftId: string;
  periodKey: string;
  day: number;
  rewards: GrantedRewards;
  nextClaimAt: string | null;
}

/**
 * Claims today's gift: 404 for an unknown gift, 422 for a calendar not started or ended, 409 when today's is claimed
 * (also for every racing claim but one: the period is in the claim's subject).
 */
export async function claimDailyGift(
  tx: Executor,
  clock: Clock,
  shop: { id: string; config: Pick<ShopConfig, 'timeZone' | 'engagement'> },
  playerId: string,
  giftId: string,
): Promise<DailyGiftClaim> {
  const gift = shop.config.engagement.dailyGifts.find((candidate) => candidate.id === giftId);
  if (!gift) throw new NotFoundError('This shop has no daily gift with this id');
  const now = clock.now().getTime();
  const state = stateOf(gift, shop.config, now, await pastClaims(tx, shop.id, playerId, gift.id, claimsNeeded(gift)));
  if (state.calendar?.status === 'upcoming') throw new UnprocessableError(`${gift.name} has not started yet`);
  if (state.calendar?.status === 'ended') throw new UnprocessableError(`${gift.name} has ended`);
  const already = `You already claimed today's ${gift.name}. Come back when the next day begins.`;
  if (state.claimedToday) throw new ConflictError(already);
  const result = await grantReward(tx, clock, {
    shopId: shop.id,
    playerId,
    kind: 'daily_gift',
    subject: `${gift.id}:${state.periodKey}`,
    name: `${gift.name}, day ${state.day}`,
    rewards: state.rewards,
    detail: { day: state.day },
  });
  if (!result.granted) throw new ConflictError(already);
  const rules = rulesOf(shop.config, gift);
  const endsAt = periodAt(now, 'daily', rules).endsAt;
  const more = gift.kind === 'streak' || state.day < gift.days.length;
  return {
    giftId: gift.id,
    periodKey: state.periodKey,
    day: state.day,
    rewards: state.rewards,
    nextClaimAt: more ? new Date(endsAt).toISOString() : null,
  };
}
