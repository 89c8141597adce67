import type { OfferChainLinkStatus } from '../../schemas/enums';
import {
  Art,
  CardFrame,
  CardName,
  CountdownLine,
  Muted,
  PriceButton,
  Tag,
  formatCount,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { formatPrice } from '~/lib/money';
import { Icon, type IconName } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

const statusCopy = {
  UNLOCKED: { text: 'Available', icon: 'chevron-right' },
  LOCKED: { text: 'Locked', icon: 'lock' },
  CLAIMED: { text: 'Claimed', icon: 'check' },
} satisfies Record<OfferChainLinkStatus, { text: string; icon: IconName }>;

const Steps = styled('ol', {
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Step = styled('li', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  minWidth: 0,
  padding: '0.75rem',
  borderRadius: 'calc($card * 0.75)',
  border: '1px solid $border',
  background: 'color-mix(in srgb, $colors$baseBg 55%, transparent)',
  fontSize: '0.875rem',
  '& header': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '0.5rem',
    color: '$secondaryText',
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  '& [data-reward]': { display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 },
  '& [data-reward] span': { minWidth: 0, overflowWrap: 'anywhere' },
  '& [data-reward] img, & [data-reward] [data-art]': { width: 40, height: 40, fontSize: '1.25rem' },
  '& b': { color: '$primaryText', fontSize: '1rem' },
  variants: {
    status: {
      UNLOCKED: {
        borderColor: 'var(--card-accent)',
        boxShadow: '0 0 0 1px var(--card-accent), 0 0 18px -6px var(--card-accent)',
      },
      LOCKED: { '& [data-reward]': { opacity: 0.55 } },
      CLAIMED: { '& [data-reward]': { opacity: 0.7 }, '& header [data-status]': { color: '$success' } },
    },
  },
});

/** A chain of offers bought one after another: each link shows its reward, price and status. */
export function OfferChainCard({ card, now }: CardProps<'offer_chain'>) {
  const ended = useUnavailable(undefined, card.endsAt, now);
  const claimed = card.links.filter((link) => link.status === 'CLAIMED').length;
  return (
    <CardFrame wide aria-label={card.name}>
      <CardName>{card.name}</CardName>
      <Muted>
        {claimed} of {card.links.length} claimed
      </Muted>
      <CountdownLine target={card.endsAt} now={now} />
      <Steps>
        {card.links.map((link, index) => {
          const status = statusCopy[link.status];
          return (
            <Step key={link.id} status={link.status} data-state={link.status.toLowerCase()}>
              <header>
                <span>Step {index + 1}</span>
                <Tag tone={link.status === 'UNLOCKED' ? 'solid' : 'quiet'} data-status="">
                  <Icon name={status.icon} /> {status.text}
                </Tag>
              </header>
              <div data-reward="">
                {link.reward.image ? <Art image={link.reward.image} size="small" /> : null}
                <span dir="auto">
                  <b>{formatCount(link.reward.amount)}</b> {link.reward.name}
                </span>
              </div>
              {link.status === 'UNLOCKED' ? (
                <PriceButton
                  card={card}
                  linkId={link.id}
                  subject={`step ${index + 1}, ${formatCount(link.reward.amount)} ${link.reward.name},`}
                  price={link.price}
                  unavailable={ended}
                  cart={false}
                />
              ) : (
                <Muted>{link.status === 'CLAIMED' ? 'Already yours' : formatPrice(link.price)}</Muted>
              )}
            </Step>
          );
        })}
      </Steps>
    </CardFrame>
  );
}
