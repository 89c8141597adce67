import type { CardLink } from '../../schemas/cards';
import { ActionButton, Art, cardFrame, CardName, Muted, textDirection, type CardProps } from '~/cards/card-parts';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './banner-card.css';

const linkCopy: Record<CardLink['target'], string> = {
  HOME: 'Go to home',
  SHOP: 'Go to the shop',
  LOYALTY: 'See rewards',
  MISSIONS: 'See missions',
  HUB: 'Open the hub',
  DOWNLOAD: 'Download the game',
  EXTERNAL_URL: 'Learn more',
};

const Backdrop = styled('div', styles.backdrop);

const Body = styled('div', styles.body);

/** A full-width picture with a title and text placed top, center or bottom; its link is a button that emits open_link. */
export function BannerCard({ card, priority }: CardProps<'banner'>) {
  return (
    <article className={cardFrame({ wide: true }, styles.bannerFrame)} aria-label={card.title}>
      <Body at={card.textPosition} data-text-position={card.textPosition} dir={textDirection(card.title)}>
        <Backdrop>
          <Art image={card.image} priority={priority} fit="cover" />
        </Backdrop>
        <CardName as="h2">{card.title}</CardName>
        {card.body ? <Muted dir="auto">{card.body}</Muted> : null}
        {card.link ? (
          <ActionButton card={card} kind="open_link" label={`${linkCopy[card.link.target]}: ${card.title}`}>
            {linkCopy[card.link.target]}
            {card.link.target === 'EXTERNAL_URL' ? <Icon name="external-link" /> : null}
          </ActionButton>
        ) : null}
      </Body>
    </article>
  );
}
