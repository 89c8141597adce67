import type { ReactNode } from 'react';
import type { Card, CardOf, Price, PurchaseLimit, RewardBuff } from '../../schemas/cards';
import type { CardType } from '../../schemas/enums';
import { useCardAction, type CardActionKind } from '~/cards/card-actions';
import { useCardCountdown } from '~/cards/card-clock';
import { discountPercent, formatOriginalPrice, formatPrice } from '~/lib/money';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

export { CardFrame } from '~/cards/card-frame';
export { Art } from '~/cards/card-art';
export { CountdownLine } from '~/cards/card-clock';

/** What every card component receives: its card, the server's clock and whether it is above the fold. */
export type CardProps<K extends CardType> = { card: CardOf<K>; now: number; priority?: boolean };

const RTL_RE = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** 'rtl' for text in a right-to-left script (Hebrew, Arabic), for containers whose own text is mixed. */
export const textDirection = (text: string): 'rtl' | 'ltr' => (RTL_RE.test(text) ? 'rtl' : 'ltr');

export const formatCount = (value: number) => value.toLocaleString('en-US');
/** For small tiles: 999,999,999 -> "1B"; below 100,000 the full number. */
export const formatCompact = (value: number) =>
  value < 100_000
    ? formatCount(value)
    : new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

const NameText = styled('h3', {
  margin: 0,
  fontFamily: '$display',
  fontSize: '1.0625rem',
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
  // Two lines at most; the full name stays in the title and in the card's accessible name.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export function CardName({ children, as }: { children: string; as?: 'h2' | 'h3' }) {
  return (
    <NameText as={as} title={children} dir="auto">
      {children}
    </NameText>
  );
}

export const CardAmount = styled('p', {
  margin: 0,
  color: 'color-mix(in srgb, var(--card-accent) 55%, $colors$accentText)',
  fontFamily: '$display',
  fontWeight: 800,
  fontSize: '1.375rem',
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const Muted = styled('p', { margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.4 });

export const Tags = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  '&:empty': { display: 'none' },
});

export const Tag = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.125rem 0.5rem',
  borderRadius: '$pill',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  border: '1px solid color-mix(in srgb, var(--card-accent) 45%, transparent)',
  background: 'color-mix(in srgb, var(--card-accent) 16%, transparent)',
  color: '$primaryText',
  variants: {
    tone: {
      accent: {},
      solid: { background: 'var(--card-accent)', color: '$primaryForeground', borderColor: 'transparent' },
      danger: { background: 'color-mix(in srgb, $colors$danger 22%, transparent)', borderColor: '$danger' },
      quiet: { background: 'transparent', borderColor: '$border', color: '$secondaryText' },
    },
  },
  defaultVariants: { tone: 'accent' },
});

/** A corner ribbon, on the inline-start side so it mirrors in right-to-left pages. */
export const Ribbon = styled('span', {
  position: 'absolute',
  top: '0.75rem',
  insetInlineStart: '0.75rem',
  zIndex: 2,
  padding: '0.2rem 0.55rem',
  borderRadius: '$input',
  fontSize: '0.8125rem',
  fontWeight: 800,
  letterSpacing: '0.02em',
  background: '$danger',
  color: '$dangerForeground',
  boxShadow: '0 4px 12px color-mix(in srgb, $colors$shadow 40%, transparent)',
});

export function DiscountRibbon({ price }: { price: Price }) {
  const percent = discountPercent(price);
  return percent ? <Ribbon aria-label={`${percent}% off`}>-{percent}%</Ribbon> : null;
}

/** "+100 bonus" for an additive buff, "x2 rewards" for a multiplier. */
export function buffText(buff: RewardBuff): string {
  return buff.type === 'additive' ? `+${formatCount(buff.value)} bonus` : `x${formatCount(buff.value)} rewards`;
}

export function BuffTag({ buff }: { buff?: RewardBuff }) {
  return buff ? <Tag tone="solid">{buffText(buff)}</Tag> : null;
}

export function limitText(limit: PurchaseLimit): string {
  return limit.remaining === 0 ? 'Sold out' : `${formatCount(limit.remaining)} of ${formatCount(limit.limit)} left`;
}

export function LimitTag({ limit }: { limit?: PurchaseLimit }) {
  if (!limit) return null;
  return <Tag tone={limit.remaining === 0 ? 'danger' : 'quiet'}>{limitText(limit)}</Tag>;
}

const ActionRow = styled('div', {
  display: 'flex',
  gap: '0.5rem',
  marginTop: 'auto',
  paddingTop: '0.25rem',
  '& > :first-child': { flex: 1, minWidth: 0 },
});
// Long prices ("1,500 neon credits", "KWD 12.500") wrap inside the button rather than overflow it.
const PriceText = styled('span', { minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' });
const WasPrice = styled('p', {
  margin: '0 0 -0.25rem',
  fontSize: '0.8125rem',
  color: '$secondaryText',
  textAlign: 'end',
  '& s': { color: '$primaryText', opacity: 0.8 },
});
const Stack = styled('div', { display: 'grid', gap: '0.25rem', marginTop: 'auto' });

export function cardTitle(card: Card): string {
  if ('name' in card) return card.name;
  if ('season' in card) return card.season;
  if ('title' in card) return card.title;
  return 'text' in card ? card.text : card.currencyName;
}

/** What stops a purchase right now, if anything: sold out, or the offer's time is up. */
export function useUnavailable(
  limit: PurchaseLimit | undefined,
  endsAt: string | undefined,
  now: number,
): 'Sold out' | 'Offer ended' | null {
  const left = useCardCountdown(endsAt, now);
  if (limit?.remaining === 0) return 'Sold out';
  return left?.done ? 'Offer ended' : null;
}

/**
 * The card's call to action: the price on a button that buys (or claims, when free), plus "add to cart" for
 * real-money prices. Unavailable offers say why on a disabled button instead of doing nothing.
 */
export function PriceButton({
  card,
  price,
  unavailable = null,
  label,
  linkId,
  subject,
  cart = price.kind === 'real',
}: {
  card: Card;
  price: Price;
  linkId?: string;
  /** What is bought, in the accessible name; the card's name by default. */
  subject?: string;
  unavailable?: string | null;
  /** Shown before the price and replaces the verb in the accessible name ("Unlock premium"). */
  label?: string;
  cart?: boolean;
}) {
  const onAction = useCardAction();
  const name = subject ?? cardTitle(card);
  const free = price.kind === 'free';
  const kind = free ? 'claim' : 'buy';
  const original = formatOriginalPrice(price);
  const shown = free ? 'Claim free' : formatPrice(price);
  const accessible = `${label ?? (free ? 'Claim' : 'Buy')} ${name} ${free ? 'for free' : `for ${shown}`}${
    original ? `, was ${original}` : ''
  }`;
  return (
    <Stack>
      {!unavailable && original ? (
        <WasPrice>
          Was <s>{original}</s>
        </WasPrice>
      ) : null}
      <ActionRow>
        <Button
          fullWidth
          disabled={unavailable !== null}
          aria-label={unavailable ? `${name}: ${unavailable}` : accessible}
          leading={price.kind === 'virtual' && !unavailable ? <Icon name="coins" /> : undefined}
          onClick={() => onAction({ kind, card, linkId })}
        >
          <PriceText>{unavailable ?? (label ? `${label} · ${shown}` : shown)}</PriceText>
        </Button>
        {cart && !unavailable ? (
          <Button
            variant="secondary"
            aria-label={`Add ${name} to cart`}
            onClick={() => onAction({ kind: 'add_to_cart', card, linkId })}
          >
            <Icon name="cart" />
          </Button>
        ) : null}
      </ActionRow>
    </Stack>
  );
}

/** A full-width button that emits one action: claim, sign in, open a link. */
export function ActionButton({
  card,
  kind,
  children,
  label,
  variant = 'primary',
  disabled = false,
}: {
  card: Card;
  kind: CardActionKind;
  children: ReactNode;
  label?: string;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
}) {
  const onAction = useCardAction();
  return (
    <ActionRow>
      <Button
        fullWidth
        variant={variant}
        aria-label={label}
        disabled={disabled}
        onClick={() => onAction({ kind, card })}
      >
        {children}
      </Button>
    </ActionRow>
  );
}
