import type { CardOf } from '../../schemas/cards';
import {
  ActionButton,
  CardFrame,
  CardName,
  Muted,
  Tag,
  Tags,
  formatCompact,
  formatCount,
  type CardProps,
} from '~/cards/card-parts';
import { Icon, type IconName } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

type DayState = CardOf<'calendar'>['days'][number]['state'];

const dayCopy = {
  claimed: { text: 'Claimed', icon: 'check' },
  today: { text: 'Today', icon: 'gift' },
  missed: { text: 'Missed', icon: 'close' },
  locked: { text: 'Locked', icon: 'lock' },
} satisfies Record<DayState, { text: string; icon: IconName }>;

const Days = styled('ol', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Day = styled('li', {
  display: 'grid',
  gap: '0.125rem',
  justifyItems: 'center',
  minWidth: 0,
  padding: '0.375rem 0.25rem 0.5rem',
  borderRadius: 'calc($card * 0.6)',
  border: '1px solid $border',
  background: 'color-mix(in srgb, $colors$baseBg 50%, transparent)',
  fontSize: '0.6875rem',
  textAlign: 'center',
  '& strong': { fontSize: '0.6875rem', letterSpacing: '0.06em', textTransform: 'uppercase', color: '$secondaryText' },
  '& b': { fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' },
  '& span': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: '$secondaryText',
  },
  '& svg': { fontSize: '1rem' },
  variants: {
    state: {
      claimed: { '& svg': { color: '$success' }, '& b': { opacity: 0.7 } },
      today: {
        borderColor: 'var(--card-accent)',
        background: 'color-mix(in srgb, var(--card-accent) 20%, transparent)',
        boxShadow: '0 0 16px -4px var(--card-accent)',
        '& strong, & svg': { color: 'var(--card-accent)' },
      },
      missed: { opacity: 0.55, '& b': { textDecoration: 'line-through' }, '& svg': { color: '$danger' } },
      locked: { opacity: 0.8, '& svg': { color: '$tertiaryText' } },
    },
  },
});

/** A month or week of daily rewards: each day claimed, today, missed or locked; today's reward is claimed here. */
export function CalendarCard({ card }: CardProps<'calendar'>) {
  const today = card.days.find((day) => day.state === 'today');
  const claimed = card.days.filter((day) => day.state === 'claimed').length;
  return (
    <CardFrame wide aria-label={card.name} look={card.variant}>
      <Tags>
        <Tag tone="solid">Calendar</Tag>
        <Tag tone="quiet">
          {claimed} of {card.days.length} days claimed
        </Tag>
      </Tags>
      <CardName>{card.name}</CardName>
      <Days>
        {card.days.map((day) => {
          const copy = dayCopy[day.state];
          return (
            <Day
              key={day.day}
              state={day.state}
              data-state={day.state}
              title={`Day ${day.day}: ${formatCount(day.reward.amount)} ${day.reward.name} (${copy.text})`}
            >
              <strong>Day {day.day}</strong>
              <Icon name={copy.icon} title={copy.text} />
              <b>{formatCompact(day.reward.amount)}</b>
              <span dir="auto">{day.reward.name}</span>
            </Day>
          );
        })}
      </Days>
      {today ? (
        <ActionButton
          card={card}
          kind="claim"
          label={`Claim day ${today.day}: ${formatCount(today.reward.amount)} ${today.reward.name}`}
        >
          Claim day {today.day} · {formatCount(today.reward.amount)} {today.reward.name}
        </ActionButton>
      ) : (
        <Muted>Nothing to claim today. Come back tomorrow.</Muted>
      )}
    </CardFrame>
  );
}
