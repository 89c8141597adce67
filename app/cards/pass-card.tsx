import type { CardOf, Reward } from '../../schemas/cards';
import {
  CardFrame,
  CardName,
  CountdownLine,
  PriceButton,
  Tag,
  Tags,
  formatCompact,
  formatCount,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './pass-card.css';

type Pass = CardOf<'battle_pass' | 'premium_pass'>;
type Tier = Pass['tiers'][number];

/** Five tiers around the player's current one (three on small screens). */
export function tiersAround(tiers: readonly Tier[], currentTier: number, count = 5): Tier[] {
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  const index = Math.max(
    0,
    sorted.findIndex((tier) => tier.level >= currentTier),
  );
  const start = Math.min(Math.max(0, index - Math.floor(count / 2)), Math.max(0, sorted.length - count));
  return sorted.slice(start, start + count);
}

const Header = styled('div', styles.header);
const Bar = styled('div', styles.bar);
const Track = styled('div', styles.track);
const Cell = styled('div', styles.cell);

function TierCell({
  tier,
  reward,
  premium,
  currentTier,
  edge,
}: {
  tier: Tier;
  reward: Reward;
  premium: boolean;
  currentTier: number;
  edge: boolean;
}) {
  const earned = tier.level <= currentTier;
  const state = premium
    ? tier.level === currentTier
      ? 'current'
      : 'locked'
    : tier.level === currentTier
      ? 'current'
      : earned
        ? 'earned'
        : 'ahead';
  return (
    <Cell
      state={state}
      premium={premium}
      data-edge={edge ? '' : undefined}
      title={`Tier ${tier.level}: ${formatCount(reward.amount)} ${reward.name}`}
    >
      <span>Tier {tier.level}</span>
      <b>{formatCompact(reward.amount)}</b>
      <span dir="auto">{reward.name}</span>
      {premium ? <Icon name="lock" title="Premium" /> : earned ? <Icon name="check" title="Earned" /> : null}
    </Cell>
  );
}

function PassCard({ card, now, kind }: { card: Pass; now: number; kind: string }) {
  const ended = useUnavailable(undefined, card.endsAt, now);
  const shown = tiersAround(card.tiers, card.currentTier);
  const maxLevel = Math.max(...card.tiers.map((tier) => tier.level));
  const progress = Math.round(card.progress);
  const nextTier = Math.min(card.currentTier + 1, maxLevel);
  const tracks = kind === 'Premium pass' ? (['premium', 'free'] as const) : (['free', 'premium'] as const);
  return (
    <CardFrame wide aria-label={`${kind}: ${card.season}`} look={card.variant}>
      <Header>
        <div>
          <Tags>
            <Tag tone="solid">{kind}</Tag>
            <Tag tone="quiet">
              Tier {card.currentTier} of {maxLevel}
            </Tag>
          </Tags>
        </div>
        <CountdownLine target={card.endsAt} now={now} label="Season ends in" />
      </Header>
      <CardName as="h3">{card.season}</CardName>
      <Bar
        role="progressbar"
        aria-label={`Progress to tier ${nextTier}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% to tier ${nextTier}`}
      >
        <span style={{ width: `${progress}%` }} />
      </Bar>
      {tracks.map((track) => (
        <Track
          key={track}
          role="group"
          aria-label={track === 'free' ? 'Free track' : 'Premium track'}
          style={{ ['--tiers' as string]: shown.length }}
        >
          <strong>{track === 'free' ? 'Free' : 'Premium'}</strong>
          {shown.map((tier, index) => (
            <TierCell
              key={tier.level}
              tier={tier}
              reward={track === 'free' ? tier.freeReward : tier.premiumReward}
              premium={track === 'premium'}
              currentTier={card.currentTier}
              edge={shown.length > 3 && (index === 0 || index === shown.length - 1)}
            />
          ))}
        </Track>
      ))}
      <PriceButton
        card={card}
        price={card.price}
        unavailable={ended}
        label="Unlock premium"
        subject={card.season}
        cart={false}
      />
    </CardFrame>
  );
}

export function BattlePassCard({ card, now }: CardProps<'battle_pass'>) {
  return <PassCard card={card} now={now} kind="Battle pass" />;
}

export function PremiumPassCard({ card, now }: CardProps<'premium_pass'>) {
  return <PassCard card={card} now={now} kind="Premium pass" />;
}
