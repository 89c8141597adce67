// The player's hub (spec: GET /api/shops/{shop}/hub; docs/decisions/051-passes-hub-and-badges.md): one section per
// feature the shop runs, each read through that feature's own function (so it carries the same data as the
// feature's own call), with its time window; and the news, the banner cards of the HUB page (else of HOME).
import type { Hub, HubSection } from '../../../schemas/api/hub';
import type { LayoutPage } from '../../../schemas/layout';
import type { PageTarget } from '../../../schemas/menu';
import { periodAt } from '~/lib/engagement-periods';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { dailyGiftsFor } from '~/server/engagement/daily-gifts.server';
import { loyaltyDetailsFor } from '~/server/engagement/loyalty.server';
import { missionsFor } from '~/server/engagement/missions.server';
import { offerChainsFor } from '~/server/engagement/offer-chains.server';
import { passesFor } from '~/server/engagement/passes.server';
import type { PublishedShop } from '~/server/shops.server';

type HubShop = Pick<PublishedShop, 'id' | 'config'>;
type NewsSection = Extract<HubSection, { kind: 'news' }>;
type SectionKind = HubSection['kind'];

const iso = (ms: number) => new Date(ms).toISOString();

/** The news: the banner cards of the HUB page, or of the HOME page when the HUB page has none. Config only. */
export function hubNews(shop: HubShop): NewsSection | null {
  const bannersOf = (target: PageTarget) =>
    shop.config.layout.pages
      .filter((page) => page.target === target)
      .flatMap((page) => page.sections.flatMap((section) => section.cards))
      .flatMap((card) =>
        card.type === 'banner'
          ? [
              {
                id: card.id,
                title: card.title,
                ...(card.body ? { body: card.body } : {}),
                image: card.image,
                ...(card.link ? { link: card.link } : {}),
              },
            ]
          : [],
      );
  const hub = bannersOf('HUB');
  const items = hub.length > 0 ? hub : bannersOf('HOME');
  if (items.length === 0) return null;
  return { kind: 'news', startsAt: null, endsAt: null, source: hub.length > 0 ? 'HUB' : 'HOME', items };
}

/** The hub's sections for a signed-in player: only the features the shop runs (and passes still claimable). */
export async function hubFor(db: Executor, clock: Clock, shop: HubShop, playerId: string): Promise<Hub> {
  const { engagement, timeZone } = shop.config;
  const now = clock.now().getTime();
  const sections: HubSection[] = [];
  if (engagement.loyalty) {
    const loyalty = await loyaltyDetailsFor(db, engagement.loyalty, { shopId: shop.id, playerId });
    sections.push({ kind: 'loyalty', startsAt: null, endsAt: null, loyalty });
  }
  const [firstGift] = engagement.dailyGifts;
  if (firstGift) {
    // The shop day of the first gift: gifts of one shop normally share their reset hour.
    const day = periodAt(now, 'daily', { timeZone, resetHour: firstGift.resetHour });
    const gifts = await dailyGiftsFor(db, clock, shop, playerId);
    sections.push({ kind: 'daily_gifts', startsAt: iso(day.startsAt), endsAt: iso(day.endsAt), gifts });
  }
  if (engagement.missions.list.length > 0) {
    const missions = await missionsFor(db, clock, shop, playerId);
    const season = missions.season;
    sections.push({
      kind: 'missions',
      startsAt: season ? iso(Date.parse(season.startsAt)) : null,
      endsAt: season ? iso(Date.parse(season.endsAt)) : null,
      missions,
    });
  }
  if (engagement.offerChains.length > 0) {
    const chains = await offerChainsFor(db, clock, shop, playerId);
    sections.push({ kind: 'offer_chains', startsAt: null, endsAt: null, chains });
  }
  const passes = await passesFor(db, clock, shop, playerId);
  if (passes.length > 0) {
    const starts = passes.map((pass) => Date.parse(pass.startsAt));
    const ends = passes.map((pass) => Date.parse(pass.endsAt));
    sections.push({ kind: 'passes', startsAt: iso(Math.min(...starts)), endsAt: iso(Math.max(...ends)), passes });
  }
  const news = hubNews(shop);
  if (news) sections.push(news);
  return { sections };
}

/** Where each feature of the hub is shown in the shop: LOYALTY and MISSIONS pages, else the page holding its card. */
export function hubFeaturePages(pages: readonly LayoutPage[]): Partial<Record<SectionKind, PageTarget>> {
  const targets = new Set(pages.map((page) => page.target));
  const holding = (match: (type: string, named: boolean) => boolean) =>
    pages.find((page) =>
      page.sections.some((section) =>
        section.cards.some((card) =>
          match(
            card.type,
            ('giftId' in card && card.giftId !== undefined) ||
              ('chainId' in card && card.chainId !== undefined) ||
              ('passId' in card && card.passId !== undefined),
          ),
        ),
      ),
    )?.target;
  const found: Partial<Record<SectionKind, PageTarget | undefined>> = {
    loyalty: targets.has('LOYALTY') ? 'LOYALTY' : undefined,
    missions: targets.has('MISSIONS') ? 'MISSIONS' : undefined,
    daily_gifts: holding((type, named) => (type === 'daily_gift' || type === 'calendar') && named),
    offer_chains: holding((type, named) => type === 'offer_chain' && named),
    passes: holding((type, named) => (type === 'battle_pass' || type === 'premium_pass') && named),
  };
  return Object.fromEntries(Object.entries(found).filter(([, target]) => target !== undefined));
}

/** What the HUB page's panel shows: the hub (null for an anonymous visitor), the news and where each feature lives. */
export interface HubPageData {
  /** The server's clock, for the sections' countdowns. */
  now: number;
  hub: Hub | null;
  news: NewsSection | null;
  pages: Partial<Record<SectionKind, PageTarget>>;
}

/** The HUB page's data (null on other pages); an anonymous visitor costs no database read. */
export async function hubForPage(
  db: Executor,
  clock: Clock,
  shop: HubShop,
  target: PageTarget | null,
  playerId: string | null,
): Promise<HubPageData | null> {
  if (target !== 'HUB') return null;
  const pages = hubFeaturePages(shop.config.layout.pages);
  const now = clock.now().getTime();
  if (!playerId) return { now, hub: null, news: hubNews(shop), pages };
  const hub = await hubFor(db, clock, shop, playerId);
  return { now, hub, news: hub.sections.find((section) => section.kind === 'news') ?? null, pages };
}
