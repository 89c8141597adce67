import type { Card } from '../../../schemas/cards';
import type { CardType } from '../../../schemas/enums';

/** Card types as a publisher names them. */
export const cardTypeLabels: Record<CardType, string> = {
  label: 'Label',
  loyalty_currency_balance: 'Loyalty balance',
  standard_resource: 'Resource',
  generic_resource: 'Generic resource',
  generic_bundle: 'Generic bundle',
  offer_chain: 'Offer chain',
  banner: 'Banner',
  battle_pass: 'Battle pass',
  premium_pass: 'Premium pass',
  calendar: 'Calendar',
  standard: 'Standard offer',
  bundle: 'Bundle',
  currency: 'Currency pack',
  daily_gift: 'Daily gift',
};

/** The field a card's headline comes from, which the outline shows and the title field edits. */
export type CardTitleField = 'name' | 'title' | 'text' | 'currencyName' | 'season';

export function cardTitleField(card: Pick<Card, 'type'>): CardTitleField {
  if (card.type === 'banner') return 'title';
  if (card.type === 'label') return 'text';
  if (card.type === 'loyalty_currency_balance') return 'currencyName';
  if (card.type === 'battle_pass' || card.type === 'premium_pass') return 'season';
  return 'name';
}

/** What the outline calls a card: its headline, or its type when it has none yet. */
export function cardTitle(card: unknown): string {
  if (typeof card !== 'object' || card === null) return 'Card';
  const record = card as Record<string, unknown>;
  const type = typeof record.type === 'string' && record.type in cardTypeLabels ? (record.type as CardType) : null;
  const value = type ? record[cardTitleField({ type })] : undefined;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return type ? cardTypeLabels[type] : 'Card';
}
