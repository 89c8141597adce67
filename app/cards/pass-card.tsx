import type { PassView } from '../../schemas/api/passes';
import type { CardOf, Reward } from '../../schemas/cards';
import { useCardAction } from '~/cards/card-actions';
import {
  ActionButton,
  cardFrame,
  CardName,
  CountdownLine,
  Muted,
  PriceButton,
  Tag,
  Tags,
  formatCompact,
  formatCount,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { usePurchasesOff } from '~/cards/card-purchases';
import { usePassView, usePassViewer } from '~/cards/pass-views';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { classNames, styled } from '~/ui/styled';
import * as styles from './pass-card.css';

type Pass = CardOf<'battle_pass' | 'premium_pass'>;
type Tier = Pass['tiers'][number];
type Track = 'free' | 'premium';
type LevelReward = PassView['levels'][number]['free'];

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
const Status = styled('p', styles.status);

const rewardsText = (rewards: readonly Reward[]) =>
  rewards.map((reward) => `${formatCount(reward.amount)} ${reward.name}`).join(', ');

function TierCell({
  tier,
  reward,
  premium,
  currentTier,
  edge,
  unit = 'Tier',
}: {
  tier: Tier;
  reward: Reward;
  premium: boolean;
  currentTier: number;
  edge: boolean;
  /** What a step is called: a drawing's "Tier", a real pass's "Level". */
  unit?: 'Tier' | 'Level';
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
  // A plain element with the recipe's classes: a pass shows ten cells a track, so no component layer around each.
  return (
    <div
      className={classNames(styles.cell, { state, premium })}
      data-edge={edge ? '' : undefined}
      title={`${unit} ${tier.level}: ${formatCount(reward.amount)} ${reward.name}`}
    >
      <span>{`${unit} ${tier.level}`}</span>
      <b>{formatCompact(reward.amount)}</b>
      <span dir="auto">{reward.name}</span>
      {premium ? <Icon name="lock" title="Premium" /> : earned ? <Icon name="check" title="Earned" /> : null}
    </div>
  );
}

const cellState = {
  claimed: 'earned',
  claimable: 'claimable',
  locked: 'ahead',
  premium_locked: 'locked',
  expired: 'expired',
} as const satisfies Record<LevelReward['state'], string>;

/** One reward of a real pass: claimed, claimable (with its Claim button), locked or waiting for premium. */
function RewardCell({
  card,
  level,
  track,
  reward,
  edge,
}: {
  card: Pass;
  level: number;
  track: Track;
  reward: LevelReward;
  edge: boolean;
}) {
  const onAction = useCardAction();
  const claimsOff = usePurchasesOff('claim');
  const [first] = reward.rewards;
  const all = rewardsText(reward.rewards);
  const more = reward.rewards.length - 1;
  return (
    <Cell
      state={cellState[reward.state]}
      premium={track === 'premium'}
      data-edge={edge ? '' : undefined}
      title={`Level ${level} ${track}: ${all}`}
    >
      <span>{`Level ${level}`}</span>
      <b>{first ? formatCompact(first.amount) : null}</b>
      <span dir="auto">
        {first?.name}
        {more > 0 ? ` +${more}` : null}
      </span>
      {reward.state === 'claimable' ? (
        <Button
          size="small"
          disabled={claimsOff}
          aria-label={`Claim level ${level} ${track} reward: ${all}`}
          onClick={() => onAction({ kind: 'claim', card, linkId: `${level}:${track}` })}
        >
          Claim
        </Button>
      ) : reward.state === 'claimed' ? (
        <Icon name="check" title="Claimed" />
      ) : reward.state === 'premium_locked' ? (
        <Icon name="lock" title="Unlock premium to claim" />
      ) : reward.state === 'expired' ? (
        <span>Expired</span>
      ) : null}
    </Cell>
  );
}

/** Where the real pass stands: the rewards ready, the XP to the next level, or the season's state. */
function standingText(view: PassView): string {
  const ready = view.claimable === 1 ? '1 reward ready to claim' : `${view.claimable} rewards ready to claim`;
  const waiting = view.levels.filter((entry) => entry.premium.state === 'premium_locked').length;
  if (view.status === 'upcoming') return 'The season has not started yet. XP counts from its first day.';
  const xp =
    view.level >= view.maxLevel
      ? `${formatCount(view.xp)} XP · top level reached`
      : `${formatCount(view.xp)} XP · ${formatCount(view.xpPerLevel - (view.xp % view.xpPerLevel))} XP to level ${view.level + 1}`;
  const parts = [xp];
  if (view.claimable > 0) parts.push(ready);
  if (waiting > 0 && view.premiumItemId && view.status === 'running') parts.push(`unlock premium for ${waiting} more`);
  return parts.join(' · ');
}

function RealPass({ card, now, kind, view }: { card: Pass; now: number; kind: string; view: PassView }) {
  const firstClaimable = view.levels.find(
    (entry) => entry.free.state === 'claimable' || entry.premium.state === 'claimable',
  )?.level;
  const focus = firstClaimable ?? Math.max(1, view.level);
  const shown = tiersAround(card.tiers, focus);
  // Small screens show three: the ones around the same focus, so a claimable first level is never the one hidden.
  const narrow = new Set(tiersAround(card.tiers, focus, 3).map((tier) => tier.level));
  const levels = new Map(view.levels.map((entry) => [entry.level, entry]));
  const nextLevel = Math.min(view.level + 1, view.maxLevel);
  const tracks = kind === 'Premium pass' ? (['premium', 'free'] as const) : (['free', 'premium'] as const);
  const canBuy = !view.premiumOwned && view.premiumItemId !== null && view.status === 'running';
  return (
    <article className={cardFrame({ wide: true, look: card.variant })} aria-label={`${kind}: ${card.season}`}>
      <Header>
        <Tags>
          <Tag tone="solid">{kind}</Tag>
          <Tag tone="quiet">{`Level ${view.level} of ${view.maxLevel}`}</Tag>
          {view.premiumOwned ? <Tag tone="quiet">Premium unlocked</Tag> : null}
        </Tags>
        {view.status === 'upcoming' ? (
          <CountdownLine target={view.startsAt} now={now} label="Season starts in" />
        ) : view.status === 'running' ? (
          <CountdownLine target={view.endsAt} now={now} label="Season ends in" />
        ) : (
          <CountdownLine target={view.claimableUntil} now={now} label="Season over · claim within" />
        )}
      </Header>
      <CardName as="h3">{card.season}</CardName>
      <Bar
        role="progressbar"
        aria-label={`Progress to level ${nextLevel}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress}
        aria-valuetext={`${view.progress}% to level ${nextLevel}`}
      >
        <span style={{ width: `${view.progress}%` }} />
      </Bar>
      <Status role="status">{standingText(view)}</Status>
      {tracks.map((track) => (
        <Track
          key={track}
          role="group"
          aria-label={track === 'free' ? 'Free track' : 'Premium track'}
          style={{ ['--tiers' as string]: shown.length }}
        >
          <strong>{track === 'free' ? 'Free' : 'Premium'}</strong>
          {shown.map((tier) => {
            const entry = levels.get(tier.level);
            return entry ? (
              <RewardCell
                key={tier.level}
                card={card}
                level={tier.level}
                track={track}
                reward={entry[track]}
                edge={shown.length > 3 && !narrow.has(tier.level)}
              />
            ) : null;
          })}
        </Track>
      ))}
      {canBuy ? (
        <PriceButton card={card} price={card.price} label="Unlock premium" subject={card.season} cart={false} />
      ) : null}
    </article>
  );
}

function PassCard({ card, now, kind }: { card: Pass; now: number; kind: string }) {
  const view = usePassView(card.passId);
  const signedIn = usePassViewer();
  const ended = useUnavailable(undefined, card.endsAt, now);
  if (view) return <RealPass card={card} now={now} kind={kind} view={view} />;
  // A real pass for an anonymous visitor: its levels and rewards, and a sign-in prompt to earn and claim.
  const signInPrompt = card.passId !== undefined && signedIn === false;
  const unit = signInPrompt ? 'Level' : 'Tier';
  // A visitor of a real pass starts at level 0: small screens show its first three levels.
  const narrow = new Set(tiersAround(card.tiers, Math.max(1, card.currentTier), 3).map((tier) => tier.level));
  const shown = tiersAround(card.tiers, card.currentTier);
  const maxLevel = Math.max(...card.tiers.map((tier) => tier.level));
  const progress = Math.round(card.progress);
  const nextTier = Math.min(card.currentTier + 1, maxLevel);
  const tracks = kind === 'Premium pass' ? (['premium', 'free'] as const) : (['free', 'premium'] as const);
  return (
    <article className={cardFrame({ wide: true, look: card.variant })} aria-label={`${kind}: ${card.season}`}>
      <Header>
        <div>
          <Tags>
            <Tag tone="solid">{kind}</Tag>
            <Tag tone="quiet">{`${unit} ${card.currentTier} of ${maxLevel}`}</Tag>
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
              edge={
                shown.length > 3 && (signInPrompt ? !narrow.has(tier.level) : index === 0 || index === shown.length - 1)
              }
              unit={unit}
            />
          ))}
        </Track>
      ))}
      {signInPrompt ? (
        <>
          <Muted>Sign in to earn XP from your games and purchases and claim every level&apos;s reward.</Muted>
          <ActionButton card={card} kind="sign_in" label={`Sign in to play ${card.season}`}>
            <Icon name="user" /> Sign in to claim rewards
          </ActionButton>
        </>
      ) : null}
      <PriceButton
        card={card}
        price={card.price}
        unavailable={ended}
        label="Unlock premium"
        subject={card.season}
        cart={false}
      />
    </article>
  );
}

export function BattlePassCard({ card, now }: CardProps<'battle_pass'>) {
  return <PassCard card={card} now={now} kind="Battle pass" />;
}

export function PremiumPassCard({ card, now }: CardProps<'premium_pass'>) {
  return <PassCard card={card} now={now} kind="Premium pass" />;
}
