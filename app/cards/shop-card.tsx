import type { ComponentType } from 'react';
import type { Card, CardOf } from '../../schemas/cards';
import type { CardType } from '../../schemas/enums';
import {
  Art,
  BuffLine,
  CardAmount,
  CardFrame,
  CardName,
  DiscountRibbon,
  EndsIn,
  LimitLine,
  Muted,
  PriceButton,
} from '~/cards/card-parts';
import { styled } from '~/ui/stitches.config';

type CardProps<K extends CardType> = { card: CardOf<K>; now: number };

/** A buyable card: resources, currency packs and standard offers share one shape on the page. */
function OfferCard({ card, now }: CardProps<'standard_resource' | 'generic_resource' | 'currency' | 'standard'>) {
  const amount = 'amount' in card ? card.amount : null;
  return (
    <CardFrame aria-label={card.name}>
      <DiscountRibbon price={card.price} />
      <Art image={card.image} />
      <CardName>{card.name}</CardName>
      {amount !== null ? <CardAmount>{amount.toLocaleString('en-US')}</CardAmount> : null}
      <BuffLine buff={card.buff} />
      <LimitLine limit={card.limit} />
      <EndsIn endsAt={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} />
    </CardFrame>
  );
}

const Contents = styled('ul', { margin: 0, paddingLeft: '1.1rem', color: '$secondaryText', fontSize: '0.9rem' });

function BundleCard({ card, now }: CardProps<'bundle' | 'generic_bundle'>) {
  return (
    <CardFrame aria-label={card.name}>
      <DiscountRibbon price={card.price} />
      <Art image={card.image} />
      <CardName>{card.name}</CardName>
      <Contents aria-label="Contains">
        {card.contents.map((item) => (
          <li key={item.name}>
            {item.amount.toLocaleString('en-US')} {item.name}
          </li>
        ))}
      </Contents>
      <LimitLine limit={card.limit} />
      <EndsIn endsAt={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} />
    </CardFrame>
  );
}

const LabelText = styled('h2', {
  gridColumn: '1 / -1',
  margin: '0.5rem 0 0',
  fontFamily: '$display',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: '$accentText',
});

function LabelCard({ card }: CardProps<'label'>) {
  return <LabelText>{card.text}</LabelText>;
}

const BannerBody = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  height: '100%',
  variants: {
    at: {
      top: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      bottom: { justifyContent: 'flex-end' },
    },
  },
});

function BannerCard({ card }: CardProps<'banner'>) {
  return (
    <CardFrame
      wide
      aria-label={card.title}
      css={{
        backgroundImage: `url("${encodeURI(card.image.src)}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <BannerBody at={card.textPosition}>
        <CardName as="h2" css={{ fontSize: '1.75rem' }}>
          {card.title}
        </CardName>
        {card.body ? <Muted css={{ color: '$primaryText', maxWidth: '40ch' }}>{card.body}</Muted> : null}
      </BannerBody>
    </CardFrame>
  );
}

function DailyGiftCard({ card, now }: CardProps<'daily_gift'>) {
  return (
    <CardFrame aria-label={card.name}>
      <Art image={card.image} />
      <CardName>{card.name}</CardName>
      <CardAmount>
        {card.reward.amount.toLocaleString('en-US')} {card.reward.name}
      </CardAmount>
      {card.nextAt ? <EndsIn endsAt={card.nextAt} now={now} /> : <Muted>Ready to claim today</Muted>}
      <PriceButton
        card={card}
        price={{ kind: 'free' }}
        kind="claim"
        label={card.nextAt ? 'Claimed today' : 'Claim'}
        disabled={Boolean(card.nextAt)}
      />
    </CardFrame>
  );
}

const Steps = styled('ol', {
  display: 'flex',
  gap: '0.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});
const Step = styled('li', {
  flex: '1 1 6rem',
  padding: '0.5rem',
  borderRadius: '$input',
  border: '1px solid $border',
  fontSize: '0.85rem',
  variants: {
    status: {
      UNLOCKED: { borderColor: '$primary', color: '$primaryText' },
      LOCKED: { opacity: 0.55 },
      CLAIMED: { color: '$tertiaryText', textDecoration: 'line-through' },
    },
  },
});

function OfferChainCard({ card, now }: CardProps<'offer_chain'>) {
  return (
    <CardFrame wide aria-label={card.name}>
      <CardName>{card.name}</CardName>
      <Steps>
        {card.links.map((link, index) => (
          <Step key={link.id} status={link.status}>
            <strong>Step {index + 1}</strong> · {link.reward.amount.toLocaleString('en-US')} {link.reward.name}
            <Muted>{link.status === 'CLAIMED' ? 'Claimed' : link.status === 'LOCKED' ? 'Locked' : 'Available'}</Muted>
          </Step>
        ))}
      </Steps>
      <EndsIn endsAt={card.endsAt} now={now} />
    </CardFrame>
  );
}

function PassCard({ card, now }: CardProps<'battle_pass' | 'premium_pass'>) {
  return (
    <CardFrame aria-label={card.season}>
      <CardName>{card.season}</CardName>
      <Muted>
        Tier {card.currentTier} of {card.tiers.length}
      </Muted>
      <progress value={card.progress} max={100} aria-label="Season progress" />
      <EndsIn endsAt={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} />
    </CardFrame>
  );
}

function CalendarCard({ card }: CardProps<'calendar'>) {
  const today = card.days.find((day) => day.state === 'today');
  return (
    <CardFrame aria-label={card.name}>
      <CardName>{card.name}</CardName>
      <Muted>
        {card.days.filter((day) => day.state === 'claimed').length} of {card.days.length} days claimed
      </Muted>
      {today ? (
        <CardAmount>
          Today: {today.reward.amount.toLocaleString('en-US')} {today.reward.name}
        </CardAmount>
      ) : null}
    </CardFrame>
  );
}

function LoyaltyBalanceCard({ card }: CardProps<'loyalty_currency_balance'>) {
  return (
    <CardFrame aria-label={card.currencyName}>
      <CardName>{card.currencyName}</CardName>
      <Muted>Sign in to see your balance.</Muted>
    </CardFrame>
  );
}

/** Every card type maps to a component; a new type without one is a compile error. */
export const cardComponents = {
  label: LabelCard,
  loyalty_currency_balance: LoyaltyBalanceCard,
  standard_resource: OfferCard,
  generic_resource: OfferCard,
  generic_bundle: BundleCard,
  offer_chain: OfferChainCard,
  banner: BannerCard,
  battle_pass: PassCard,
  premium_pass: PassCard,
  calendar: CalendarCard,
  standard: OfferCard,
  bundle: BundleCard,
  currency: OfferCard,
  daily_gift: DailyGiftCard,
  // Inline props type (not the CardProps alias): TypeScript treats an alias over Extract<> as invariant.
} satisfies { [K in CardType]: ComponentType<{ card: CardOf<K>; now: number }> };

export function ShopCard({ card, now }: { card: Card; now: number }) {
  const Component = cardComponents[card.type] as ComponentType<{ card: Card; now: number }>;
  return <Component card={card} now={now} />;
}
