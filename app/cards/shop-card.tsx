import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { Card, CardOf } from '../../schemas/cards';
import type { CardType } from '../../schemas/enums';
import { BannerCard } from '~/cards/banner-card';
import { BundleCard, GenericBundleCard } from '~/cards/bundle-card';
import { CalendarCard } from '~/cards/calendar-card';
import { CardBoundary, UnrenderableCard } from '~/cards/card-preview';
import { CurrencyCard } from '~/cards/currency-card';
import { DailyGiftCard } from '~/cards/daily-gift-card';
import { LabelCard } from '~/cards/label-card';
import { LoyaltyBalanceCard } from '~/cards/loyalty-balance-card';
import { OfferChainCard } from '~/cards/offer-chain-card';
import { GenericResourceCard, StandardResourceCard } from '~/cards/resource-card';
import { StandardCard } from '~/cards/standard-card';

// The pass cards are the largest and the rarest (a season's levels, claims and the premium upsell): their code is a
// chunk of its own, so a page without one never loads it. The server renders them in full; the browser hydrates them
// once the chunk has arrived.
const passCards = () => import('~/cards/pass-card');
const LazyBattlePassCard = lazy(() => passCards().then((module) => ({ default: module.BattlePassCard })));
const LazyPremiumPassCard = lazy(() => passCards().then((module) => ({ default: module.PremiumPassCard })));

function BattlePassCard(props: { card: CardOf<'battle_pass'>; now: number; priority?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyBattlePassCard {...props} />
    </Suspense>
  );
}

function PremiumPassCard(props: { card: CardOf<'premium_pass'>; now: number; priority?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyPremiumPassCard {...props} />
    </Suspense>
  );
}

/** Every card type maps to a component; a new type without one is a compile error. */
export const cardComponents = {
  label: LabelCard,
  loyalty_currency_balance: LoyaltyBalanceCard,
  standard_resource: StandardResourceCard,
  generic_resource: GenericResourceCard,
  generic_bundle: GenericBundleCard,
  offer_chain: OfferChainCard,
  banner: BannerCard,
  battle_pass: BattlePassCard,
  premium_pass: PremiumPassCard,
  calendar: CalendarCard,
  standard: StandardCard,
  bundle: BundleCard,
  currency: CurrencyCard,
  daily_gift: DailyGiftCard,
  // Inline props type (not the CardProps alias): TypeScript treats an alias over Extract<> as invariant.
} satisfies { [K in CardType]: ComponentType<{ card: CardOf<K>; now: number; priority?: boolean }> };

type AnyCardComponent = ComponentType<{ card: Card; now: number; priority?: boolean }>;

function componentFor(type: unknown): AnyCardComponent | undefined {
  return typeof type === 'string' && Object.hasOwn(cardComponents, type)
    ? (cardComponents[type as CardType] as AnyCardComponent)
    : undefined;
}

/**
 * One card of a section, inside its own error boundary: a card that fails to render, or of a type this
 * build does not know, is reported and left out (a named placeholder in preview) while the rest of the page renders.
 * `priority` is for the first cards above the fold (eager images).
 */
export function ShopCard({ card, now, priority = false }: { card: Card; now: number; priority?: boolean }) {
  const ref = useMemo(() => ({ id: card.id, type: card.type }), [card.id, card.type]);
  const Component = componentFor(card.type);
  return (
    <CardBoundary card={ref}>
      {Component ? (
        <Component card={card} now={now} priority={priority} />
      ) : (
        <UnrenderableCard card={ref} reason={`Unknown card type "${String(card.type)}"`} />
      )}
    </CardBoundary>
  );
}
