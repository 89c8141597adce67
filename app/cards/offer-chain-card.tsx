import type { OfferChainLinkStatus } from '../../schemas/enums';
import {
  Art,
  cardFrame,
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
import { styled } from '~/ui/styled';
import * as styles from './offer-chain-card.css';

const statusCopy = {
  UNLOCKED: { text: 'Available', icon: 'chevron-right' },
  LOCKED: { text: 'Locked', icon: 'lock' },
  CLAIMED: { text: 'Claimed', icon: 'check' },
} satisfies Record<OfferChainLinkStatus, { text: string; icon: IconName }>;

const Steps = styled('ol', styles.steps);

const Step = styled('li', styles.step);

/** A chain of offers bought one after another: each link shows its reward, price and status. */
export function OfferChainCard({ card, now }: CardProps<'offer_chain'>) {
  const ended = useUnavailable(undefined, card.endsAt, now);
  const claimed = card.links.filter((link) => link.status === 'CLAIMED').length;
  return (
    <article className={cardFrame({ wide: true })} aria-label={card.name}>
      <CardName>{card.name}</CardName>
      <Muted>{`${claimed} of ${card.links.length} claimed`}</Muted>
      <CountdownLine target={card.endsAt} now={now} />
      <Steps>
        {card.links.map((link, index) => {
          const status = statusCopy[link.status];
          return (
            <Step key={link.id} status={link.status} data-state={link.status.toLowerCase()}>
              <header>
                <span>{`Step ${index + 1}`}</span>
                <Tag tone={link.status === 'UNLOCKED' ? 'solid' : 'quiet'} data-status="">
                  <Icon name={status.icon} />
                  {` ${status.text}`}
                </Tag>
              </header>
              <div data-reward="">
                {link.reward.image ? <Art image={link.reward.image} size="small" /> : null}
                <span dir="auto">
                  <b>{formatCount(link.reward.amount)}</b>
                  {` ${link.reward.name}`}
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
    </article>
  );
}
