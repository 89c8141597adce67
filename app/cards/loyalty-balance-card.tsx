import { createContext, useContext } from 'react';
import {
  ActionButton,
  Art,
  CardAmount,
  cardFrame,
  CardName,
  Muted,
  formatCount,
  type CardProps,
} from '~/cards/card-parts';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './loyalty-balance-card.css';

/** The signed-in player as cards see them; null is an anonymous visitor. Filled by the loyalty feature later. */
export type CardPlayer = { loyaltyPoints: number } | null;
export const CardPlayerContext = createContext<CardPlayer>(null);

const Row = styled('div', styles.row);
const Emblem = styled('span', styles.emblem);

/** The player's loyalty points; an anonymous visitor gets a sign-in prompt that emits sign_in. */
export function LoyaltyBalanceCard({ card, priority }: CardProps<'loyalty_currency_balance'>) {
  const player = useContext(CardPlayerContext);
  return (
    <article className={cardFrame()} aria-label={`${card.currencyName} balance`}>
      <Row>
        {card.icon ? (
          <Art image={card.icon} size="small" priority={priority} fallbackIcon="coins" />
        ) : (
          <Emblem>
            <Icon name="coins" />
          </Emblem>
        )}
        <div>
          <CardName>{card.currencyName}</CardName>
          {player ? (
            <CardAmount aria-label={`${formatCount(player.loyaltyPoints)} ${card.currencyName}`}>
              {formatCount(player.loyaltyPoints)}
            </CardAmount>
          ) : (
            <Muted>Sign in to see your balance and spend it on rewards.</Muted>
          )}
        </div>
      </Row>
      {player ? (
        <ActionButton card={card} kind="open_link" variant="secondary" label={`Spend ${card.currencyName}`}>
          Spend points
        </ActionButton>
      ) : (
        <ActionButton card={card} kind="sign_in" label={`Sign in to see your ${card.currencyName}`}>
          <Icon name="user" /> Sign in
        </ActionButton>
      )}
    </article>
  );
}
