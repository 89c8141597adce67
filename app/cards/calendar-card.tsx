import type { CardOf } from '../../schemas/cards';
import {
  ActionButton,
  cardFrame,
  CardName,
  Muted,
  Tag,
  Tags,
  formatCompact,
  formatCount,
  type CardProps,
} from '~/cards/card-parts';
import { CountdownLine, useCardCountdown } from '~/cards/card-clock';
import { Icon, type IconName } from '~/ui/icons';
import { classNames, styled } from '~/ui/styled';
import * as styles from './calendar-card.css';

type DayState = CardOf<'calendar'>['days'][number]['state'];

const dayCopy = {
  claimed: { text: 'Claimed', icon: 'check' },
  today: { text: 'Today', icon: 'gift' },
  missed: { text: 'Missed', icon: 'close' },
  locked: { text: 'Locked', icon: 'lock' },
} satisfies Record<DayState, { text: string; icon: IconName }>;

const Days = styled('ol', styles.days);

/** What the card says when no day can be claimed: the countdown to the next, that it ended, or to come back. */
function NothingToClaim({ card, now }: CardProps<'calendar'>) {
  if (card.nextAt) {
    const upcoming = card.days.every((day) => day.state === 'locked');
    return <CountdownLine target={card.nextAt} now={now} label={upcoming ? 'Starts in' : 'Next day in'} />;
  }
  // A calendar of the shop's rules with no day left to open has ended (a drawing keeps the plain copy).
  if (card.giftId && !card.days.some((day) => day.state === 'locked'))
    return <Muted>This calendar has ended. Thanks for playing!</Muted>;
  return <Muted>Nothing to claim today. Come back tomorrow.</Muted>;
}

/** A month or week of daily rewards: each day claimed, today, missed or locked; today's reward is claimed here. */
export function CalendarCard({ card, now }: CardProps<'calendar'>) {
  const next = useCardCountdown(card.nextAt, now);
  // Once the countdown ends, the next locked day is today's (the server decides when it is claimed).
  const today =
    card.days.find((day) => day.state === 'today') ??
    (next?.done ? card.days.find((day) => day.state === 'locked') : undefined);
  const claimed = card.days.filter((day) => day.state === 'claimed').length;
  return (
    <article className={cardFrame({ wide: true, look: card.variant })} aria-label={card.name}>
      <Tags>
        <Tag tone="solid">Calendar</Tag>
        <Tag tone="quiet">{`${claimed} of ${card.days.length} days claimed`}</Tag>
      </Tags>
      <CardName>{card.name}</CardName>
      <Days>
        {card.days.map((day) => {
          const copy = dayCopy[day.state];
          return (
            <li
              key={day.day}
              className={classNames(styles.day, { state: day.state })}
              data-state={day.state}
              title={`Day ${day.day}: ${formatCount(day.reward.amount)} ${day.reward.name} (${copy.text})`}
            >
              <strong>{`Day ${day.day}`}</strong>
              <Icon name={copy.icon} title={copy.text} />
              <b>{formatCompact(day.reward.amount)}</b>
              <span dir="auto">{day.reward.name}</span>
            </li>
          );
        })}
      </Days>
      {today ? (
        <ActionButton
          card={card}
          kind="claim"
          label={`Claim day ${today.day}: ${formatCount(today.reward.amount)} ${today.reward.name}`}
        >
          {`Claim day ${today.day} · ${formatCount(today.reward.amount)} ${today.reward.name}`}
        </ActionButton>
      ) : (
        <NothingToClaim card={card} now={now} />
      )}
    </article>
  );
}
