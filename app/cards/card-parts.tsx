import type { Card, Image, Price, PurchaseLimit, RewardBuff } from '../../schemas/cards';
import { useCardAction, type CardAction } from '~/cards/card-actions';
import { Button } from '~/ui/button';
import { discountPercent, formatOriginalPrice, formatPrice } from '~/lib/money';
import { countdown } from '~/lib/time';
import { styled } from '~/ui/stitches.config';

export const CardFrame = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '1rem',
  minHeight: 260,
  borderRadius: '$card',
  background: 'linear-gradient(180deg, $bgAccent, $paper 65%)',
  border: '1px solid $border',
  boxShadow: '0 10px 30px rgba(0,0,0,0.35)',
  overflow: 'hidden',
  transition: 'transform 150ms ease, border-color 150ms ease',
  '&:hover': { transform: 'translateY(-2px)', borderColor: '$accentBorder' },
  variants: {
    wide: { true: { gridColumn: '1 / -1', minHeight: 200 } },
  },
});

export const CardArt = styled('img', {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: 'calc($card / 2)',
  background: 'radial-gradient(circle at 50% 40%, $bgAccent, transparent 70%)',
});

export const CardName = styled('h3', {
  margin: 0,
  fontFamily: '$display',
  fontSize: '1.05rem',
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const CardAmount = styled('p', { margin: 0, color: '$accentText', fontWeight: 700, fontSize: '1.25rem' });

export const Muted = styled('p', { margin: 0, color: '$secondaryText', fontSize: '0.875rem' });

const Ribbon = styled('span', {
  position: 'absolute',
  top: '0.75rem',
  left: '0.75rem',
  padding: '0.15rem 0.5rem',
  borderRadius: '$input',
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  background: '$primary',
  color: '$baseBg',
});

const PriceText = styled('span', {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.5rem',
  '& s': { opacity: 0.7, fontWeight: 500, fontSize: '0.85em' },
});

/** The card's call to action: the price on a button that emits the card's action (buy, or claim when free). */
const ActionSlot = styled('div', { marginTop: 'auto' });

export function PriceButton({
  card,
  price,
  kind = 'buy',
  label,
  disabled = false,
}: {
  card: Card;
  price: Price;
  kind?: CardAction['kind'];
  label?: string;
  disabled?: boolean;
}) {
  const onAction = useCardAction();
  const original = formatOriginalPrice(price);
  const soldOut = 'limit' in card && card.limit?.remaining === 0;
  return (
    <ActionSlot>
      <Button
        fullWidth
        disabled={soldOut || disabled}
        aria-label={`${label ?? (price.kind === 'free' ? 'Claim' : 'Buy')} ${
          'name' in card ? card.name : ''
        } for ${formatPrice(price)}`.replace(/\s+/g, ' ')}
        onClick={() => onAction({ kind: price.kind === 'free' && kind === 'buy' ? 'claim' : kind, card })}
      >
        <PriceText>
          {soldOut ? 'Sold out' : label ?? formatPrice(price)}
          {!soldOut && original ? <s>{original}</s> : null}
        </PriceText>
      </Button>
    </ActionSlot>
  );
}

export function DiscountRibbon({ price }: { price: Price }) {
  const percent = discountPercent(price);
  return percent ? <Ribbon>-{percent}%</Ribbon> : null;
}

export function BuffLine({ buff }: { buff?: RewardBuff }) {
  if (!buff) return null;
  return (
    <CardAmount as="span">
      {buff.type === 'additive' ? `+${buff.value.toLocaleString('en-US')} bonus` : `x${buff.value} rewards`}
    </CardAmount>
  );
}

export function LimitLine({ limit }: { limit?: PurchaseLimit }) {
  if (!limit) return null;
  return <Muted>{limit.remaining === 0 ? 'Sold out' : `${limit.remaining} of ${limit.limit} left`}</Muted>;
}

export function EndsIn({ endsAt, now }: { endsAt?: string; now: number }) {
  if (!endsAt) return null;
  const left = countdown(new Date(endsAt), now);
  if (left.done) return <Muted>Offer ended</Muted>;
  const text = left.days > 0 ? `${left.days}d ${left.hours}h` : `${left.hours}h ${left.minutes}m`;
  return (
    <Muted>
      <time dateTime={endsAt}>Ends in {text}</time>
    </Muted>
  );
}

export function Art({ image }: { image: Image }) {
  return <CardArt src={image.src} alt={image.alt} loading="lazy" width={320} height={240} />;
}
