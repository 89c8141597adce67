import type { Image, Price, PurchaseLimit, RewardBuff } from '../../schemas/cards';
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

const PriceTag = styled('p', {
  marginTop: 'auto',
  marginBottom: 0,
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '0.5rem',
  padding: '0.6rem 0.85rem',
  borderRadius: '$input',
  background: '$primary',
  color: '$baseBg',
  fontFamily: '$button',
  fontWeight: 800,
  '& s': { opacity: 0.7, fontWeight: 500, fontSize: '0.85em' },
});

export function PriceLine({ price }: { price: Price }) {
  const original = formatOriginalPrice(price);
  return (
    <PriceTag>
      <span>{formatPrice(price)}</span>
      {original ? (
        <s>
          <span className="visually-hidden">was </span>
          {original}
        </s>
      ) : null}
    </PriceTag>
  );
}

export function DiscountRibbon({ price }: { price: Price }) {
  const percent = discountPercent(price);
  return percent ? <Ribbon>-{percent}%</Ribbon> : null;
}

export function BuffLine({ buff }: { buff?: RewardBuff }) {
  if (!buff) return null;
  return <CardAmount as="span">{buff.type === 'additive' ? `+${buff.value.toLocaleString('en-US')} bonus` : `x${buff.value} rewards`}</CardAmount>;
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
