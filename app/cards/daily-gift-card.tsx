import {
  ActionButton,
  Art,
  CardAmount,
  cardFrame,
  CardName,
  CountdownLine,
  Muted,
  Tag,
  Tags,
  formatCount,
  type CardProps,
} from '~/cards/card-parts';
import { useCardCountdown } from '~/cards/card-clock';

/** Today's free gift: claimable now, or claimed with the next one counting down. */
export function DailyGiftCard({ card, now, priority }: CardProps<'daily_gift'>) {
  const next = useCardCountdown(card.nextAt, now);
  const claimable = next === null || next.done;
  const reward = `${formatCount(card.reward.amount)} ${card.reward.name}`;
  return (
    <article
      className={cardFrame({ look: card.variant })}
      aria-label={card.name}
      data-state={claimable ? 'claimable' : 'claimed'}
    >
      <Tags>
        <Tag tone={claimable ? 'solid' : 'quiet'}>{claimable ? 'Ready to claim' : 'Claimed today'}</Tag>
      </Tags>
      <Art image={card.image} priority={priority} fallbackIcon="gift" />
      <CardName>{card.name}</CardName>
      <CardAmount dir="auto">{reward}</CardAmount>
      {claimable ? (
        <Muted>A free gift, once a day.</Muted>
      ) : (
        <CountdownLine target={card.nextAt} now={now} label="Next gift in" />
      )}
      <ActionButton
        card={card}
        kind="claim"
        disabled={!claimable}
        label={claimable ? `Claim ${reward} from ${card.name}` : `${card.name}: claimed today`}
      >
        {claimable ? 'Claim' : 'Claimed'}
      </ActionButton>
    </article>
  );
}
