import { useId, type ReactNode } from 'react';
import type { Card, CardOf, Price, PurchaseLimit, RewardBuff } from '../../schemas/cards';
import { applyRewardBuff } from '~/lib/reward-buffs';
import type { CardType } from '../../schemas/enums';
import { useCardAction, type CardActionKind } from '~/cards/card-actions';
import { useCardCountdown } from '~/cards/card-clock';
import { PURCHASES_OFF_NOTE, usePurchasesOff } from '~/cards/card-purchases';
import { useWalletShortfall } from '~/cards/card-wallet';
import { discountPercent, formatNumber, formatOriginalPrice, formatPrice } from '~/lib/money';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { classNames, styled } from '~/ui/styled';

export { cardFrame } from '~/cards/card-frame';
export { Art } from '~/cards/card-art';
export { CountdownLine } from '~/cards/card-clock';
import * as styles from './card-parts.css';

/** What every card component receives: its card, the server's clock and whether it is above the fold. */
export type CardProps<K extends CardType> = { card: CardOf<K>; now: number; priority?: boolean };

const RTL_RE = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** 'rtl' for text in a right-to-left script (Hebrew, Arabic), for containers whose own text is mixed. */
export const textDirection = (text: string): 'rtl' | 'ltr' => (RTL_RE.test(text) ? 'rtl' : 'ltr');

export const formatCount = (value: number) => formatNumber(value);
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** For small tiles: 999,999,999 -> "1B"; below 100,000 the full number. */
export const formatCompact = (value: number) => (value < 100_000 ? formatCount(value) : compactFormat.format(value));

// The parts every card has (its name, tags, action row) are plain elements with their recipe's classes: a page of
// cards renders hundreds of them, and a styled component is one more component for React to render each time.
export function CardName({ children, as: Heading = 'h3' }: { children: string; as?: 'h2' | 'h3' }) {
  return (
    <Heading className={classNames(styles.nameText)} title={children} dir="auto">
      {children}
    </Heading>
  );
}

export const CardAmount = styled('p', styles.cardAmount);

export const Muted = styled('p', styles.muted);

export const Tags = styled('div', styles.tags);

export const Tag = styled('span', styles.tag);

/** A corner ribbon, on the inline-start side so it mirrors in right-to-left pages. */
export const Ribbon = styled('span', styles.ribbon);

export function DiscountRibbon({ price }: { price: Price }) {
  const percent = discountPercent(price);
  return percent ? <Ribbon aria-label={`${percent}% off`}>{`-${percent}%`}</Ribbon> : null;
}

/** "+100 bonus" for an additive buff, "x2 rewards" for a multiplier. */
export function buffText(buff: RewardBuff): string {
  return buff.type === 'additive' ? `+${formatCount(buff.value)} bonus` : `x${formatCount(buff.value)} rewards`;
}

/** What a buffed amount comes to ("550 in all"), or null when there is no buff or it would not be exact. */
export function buffedTotalText(amount: number, buff: RewardBuff): string | null {
  try {
    return `${formatCount(applyRewardBuff(amount, buff))} in all`;
  } catch {
    return null;
  }
}

/**
 * The buff's tag; with the card's `amount`, it also says what the player receives in all (a tooltip and a screen
 * reader's words; the tag itself reads as before). Display only: the catalogue item's contents are what is delivered.
 */
export function BuffTag({ buff, amount }: { buff?: RewardBuff; amount?: number }) {
  if (!buff) return null;
  const total = amount === undefined ? null : buffedTotalText(amount, buff);
  return (
    <span className={classNames(styles.tag, { tone: 'solid' })} title={total ?? undefined}>
      {buffText(buff)}
      {total ? <span className="visually-hidden">{`, ${total}`}</span> : null}
    </span>
  );
}

export function limitText(limit: PurchaseLimit): string {
  return limit.remaining === 0 ? 'Sold out' : `${formatCount(limit.remaining)} of ${formatCount(limit.limit)} left`;
}

export function LimitTag({ limit }: { limit?: PurchaseLimit }) {
  if (!limit) return null;
  return (
    <span className={classNames(styles.tag, { tone: limit.remaining === 0 ? 'danger' : 'quiet' })}>
      {limitText(limit)}
    </span>
  );
}

const WasPrice = styled('p', styles.wasPrice);
const Stack = styled('div', styles.stack);
const PreviewNote = styled('p', styles.previewNote);

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
  unavailable: offerUnavailable = null,
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
  // The studio's "Preview as" wallet (card-wallet.tsx) can also stop a virtual-currency purchase.
  const shortfall = useWalletShortfall(price);
  const unavailable = offerUnavailable ?? shortfall;
  // A shared preview link draws the buttons but turns them off, saying so (card-purchases.tsx).
  const free = price.kind === 'free';
  const kind = free ? 'claim' : 'buy';
  // Only where the button would otherwise work: a sold-out or ended offer already says why it is off.
  const purchasesOff = usePurchasesOff(kind) && unavailable === null;
  const noteId = useId();
  const name = subject ?? cardTitle(card);
  const original = formatOriginalPrice(price);
  const shown = free ? 'Claim free' : formatPrice(price);
  const accessible = `${label ?? (free ? 'Claim' : 'Buy')} ${name} ${free ? 'for free' : `for ${shown}`}${
    original ? `, was ${original}` : ''
  }`;
  const was =
    !unavailable && original ? (
      <WasPrice>
        Was <s>{original}</s>
      </WasPrice>
    ) : null;
  const row = (
    <div className={classNames(styles.actionRow)}>
      <Button
        fullWidth
        className={styles.wrappingLabel}
        disabled={unavailable !== null || purchasesOff}
        aria-describedby={purchasesOff ? noteId : undefined}
        aria-label={
          offerUnavailable ? `${name}: ${offerUnavailable}` : shortfall ? `${name}: ${shown}, ${shortfall}` : accessible
        }
        leading={price.kind === 'virtual' && !unavailable ? <Icon name="coins" /> : undefined}
        onClick={() => onAction({ kind, card, linkId })}
      >
        {offerUnavailable ?? (shortfall ? `${shown} · ${shortfall}` : label ? `${label} · ${shown}` : shown)}
      </Button>
      {cart && !unavailable ? (
        <Button
          variant="secondary"
          aria-label={`Add ${name} to cart`}
          disabled={purchasesOff}
          aria-describedby={purchasesOff ? noteId : undefined}
          onClick={() => onAction({ kind: 'add_to_cart', card, linkId })}
        >
          <Icon name="cart" />
        </Button>
      ) : null}
    </div>
  );
  // The row stands alone unless a former price or a note goes with it: one element less on most cards.
  if (!was && !purchasesOff) return row;
  return (
    <Stack>
      {was}
      {row}
      {purchasesOff ? <PreviewNote id={noteId}>{PURCHASES_OFF_NOTE}</PreviewNote> : null}
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
  const purchasesOff = usePurchasesOff(kind) && !disabled;
  const noteId = useId();
  const button = (
    <div className={classNames(styles.actionRow)}>
      <Button
        fullWidth
        variant={variant}
        aria-label={label}
        disabled={disabled || purchasesOff}
        aria-describedby={purchasesOff ? noteId : undefined}
        onClick={() => onAction({ kind, card })}
      >
        {children}
      </Button>
    </div>
  );
  if (!purchasesOff) return button;
  return (
    <Stack>
      {button}
      <PreviewNote id={noteId}>{PURCHASES_OFF_NOTE}</PreviewNote>
    </Stack>
  );
}
