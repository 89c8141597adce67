import type { ReactNode } from 'react';
import type { HubSection } from '../../../schemas/api/hub';
import { CountdownLine } from '~/cards/card-clock';
import { formatCount } from '~/cards/card-parts';
import { pagePath } from '~/lib/shop-paths';
import type { HubPageData } from '~/server/engagement/hub.server';
import { SignInPromptButton } from '~/shop/engagement/sign-in-prompt-button';
import { useViewerContext } from '~/shop/viewer-context';
import { Icon, type IconName } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './hub-panel.css';

// The HUB page's panel (docs/decisions/051-passes-hub-and-badges.md): one tile per feature the shop runs with where
// the player stands and a link to the feature's page, the news, a sign-in prompt for visitors and an empty state.

const Panel = styled('section', styles.panel);
const Heading = styled('h2', styles.heading);
const Intro = styled('p', styles.intro);
const Tiles = styled('ul', styles.tiles);
const Tile = styled('li', styles.tile);
const TileTitle = styled('h3', styles.tileTitle);
const Headline = styled('p', styles.headline);
const Detail = styled('p', styles.detail);
const Bar = styled('div', styles.bar);
const NewsList = styled('ul', styles.news);

type Feature = Exclude<HubSection, { kind: 'news' }>;

interface TileCopy {
  title: string;
  icon: IconName;
  headline: string;
  detail: string;
  /** 0-100 for a progress bar. */
  progress?: number;
  /** Something waiting for the player (a reward to claim). */
  ready: boolean;
  link: string;
  countdown?: { target: string; label: string };
}

const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;

function tileCopy(section: Feature): TileCopy {
  switch (section.kind) {
    case 'loyalty': {
      const { loyalty } = section;
      const ready = loyalty.milestones.filter((milestone) => milestone.status === 'reached').length;
      return {
        title: loyalty.campaign.name,
        icon: 'coins',
        headline: `${formatCount(loyalty.points)} ${loyalty.campaign.currencyName}`,
        detail:
          ready > 0
            ? `${plural(ready, 'milestone')} ready to claim`
            : loyalty.pointsToNextTier !== null && loyalty.nextTier
              ? `${loyalty.tier.name} · ${formatCount(loyalty.pointsToNextTier)} to ${loyalty.nextTier.name}`
              : `${loyalty.tier.name} · top tier`,
        ready: ready > 0,
        link: 'See rewards',
      };
    }
    case 'daily_gifts': {
      const ready = section.gifts.filter((gift) => gift.claimable).length;
      const next = section.gifts.map((gift) => gift.nextClaimAt).find((at) => at !== null);
      return {
        title: 'Daily gifts',
        icon: 'gift',
        headline: ready > 0 ? `${plural(ready, 'gift')} ready` : 'All claimed today',
        detail: section.gifts.map((gift) => gift.name).join(' · '),
        ready: ready > 0,
        link: ready > 0 ? 'Claim now' : 'See gifts',
        countdown: ready === 0 && next ? { target: next, label: 'Next gift in' } : undefined,
      };
    }
    case 'missions': {
      const { missions } = section.missions;
      const ready = missions.filter((mission) => mission.state === 'completed').length;
      const running = missions.filter((mission) => mission.state === 'in_progress').length;
      return {
        title: section.missions.season?.name ?? 'Missions',
        icon: 'check',
        headline: ready > 0 ? `${plural(ready, 'mission')} complete` : plural(running, 'mission') + ' in progress',
        detail: ready > 0 ? 'Claim their rewards' : `${plural(missions.length, 'mission')} this period`,
        ready: ready > 0,
        link: 'See missions',
        countdown: section.endsAt ? { target: section.endsAt, label: 'Season ends in' } : undefined,
      };
    }
    case 'offer_chains': {
      const free = section.chains.filter((chain) =>
        chain.links.some((link) => link.status === 'UNLOCKED' && link.price.kind === 'free'),
      ).length;
      const [first] = section.chains;
      return {
        title: 'Offer chains',
        icon: 'chevron-right',
        headline: first ? `${first.name}: step ${Math.min(first.completed + 1, first.links.length)}` : 'Offer chains',
        detail: section.chains.map((chain) => `${chain.name} ${chain.completed}/${chain.links.length}`).join(' · '),
        ready: free > 0,
        link: free > 0 ? 'Claim the free step' : 'See offers',
      };
    }
    case 'passes': {
      const [pass] = section.passes;
      const ready = section.passes.reduce((sum, view) => sum + view.claimable, 0);
      return {
        title: pass?.name ?? 'Season pass',
        icon: 'lock',
        headline: pass ? `Level ${pass.level} of ${pass.maxLevel}` : 'Season pass',
        detail: ready > 0 ? `${plural(ready, 'reward')} ready to claim` : `${formatCount(pass?.xp ?? 0)} XP`,
        progress: pass?.progress,
        ready: ready > 0,
        link: ready > 0 ? 'Claim rewards' : 'See the pass',
        countdown: section.endsAt ? { target: section.endsAt, label: 'Season ends in' } : undefined,
      };
    }
  }
}

function FeatureTile({ section, href, now }: { section: Feature; href: string | null; now: number }) {
  const copy = tileCopy(section);
  const id = `hub-${section.kind}`;
  return (
    <Tile data-state={copy.ready ? 'ready' : 'idle'} aria-labelledby={id}>
      <TileTitle id={id}>
        <Icon name={copy.icon} /> {copy.title}
      </TileTitle>
      <Headline>{copy.headline}</Headline>
      {copy.progress !== undefined ? (
        <Bar
          role="progressbar"
          aria-label={`${copy.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={copy.progress}
        >
          <span style={{ width: `${copy.progress}%` }} />
        </Bar>
      ) : null}
      <Detail>{copy.detail}</Detail>
      {copy.countdown ? <CountdownLine target={copy.countdown.target} now={now} label={copy.countdown.label} /> : null}
      {href ? (
        <a href={href}>
          {copy.link} <Icon name="chevron-right" />
        </a>
      ) : null}
    </Tile>
  );
}

function News({ news }: { news: HubPageData['news'] }): ReactNode {
  const context = useViewerContext();
  // News of the HUB page's own banners is the cards below the panel; only HOME's are listed here.
  if (!news || news.source === 'HUB') return null;
  return (
    <div>
      <TileTitle as="h3">News</TileTitle>
      <NewsList>
        {news.items.map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong>
            {item.body ? <span>{item.body}</span> : null}
            {item.link ? (
              <a
                href={
                  item.link.target === 'EXTERNAL_URL'
                    ? item.link.url
                    : pagePath(context?.basePath ?? '', item.link.target)
                }
              >
                Read more
              </a>
            ) : null}
          </li>
        ))}
      </NewsList>
    </div>
  );
}

export function HubPanel({ hub }: { hub: HubPageData }) {
  const context = useViewerContext();
  const basePath = context?.basePath ?? '';
  const features = (hub.hub?.sections ?? []).filter((section): section is Feature => section.kind !== 'news');
  return (
    <Panel aria-labelledby="hub-panel-title">
      <Heading id="hub-panel-title">Your hub</Heading>
      {!context?.viewer || !hub.hub ? (
        <>
          <Intro>
            Sign in to see your rewards in one place: points, daily gifts, missions, offers and your season pass.
          </Intro>
          <div>
            <SignInPromptButton
              label="Sign in to see your hub"
              description="Sign in to see your rewards, missions and season pass."
            />
          </div>
        </>
      ) : features.length === 0 ? (
        <Intro role="status">Nothing is running right now. New events, gifts and missions will show up here.</Intro>
      ) : (
        <Tiles>
          {features.map((section) => {
            const target = hub.pages[section.kind];
            return (
              <FeatureTile
                key={section.kind}
                section={section}
                now={hub.now}
                href={target ? pagePath(basePath, target) : null}
              />
            );
          })}
        </Tiles>
      )}
      <News news={hub.news} />
    </Panel>
  );
}
