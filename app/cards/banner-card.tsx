import type { CardLink } from '../../schemas/cards';
import { ActionButton, Art, CardFrame, CardName, Muted, textDirection, type CardProps } from '~/cards/card-parts';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

const linkCopy: Record<CardLink['target'], string> = {
  HOME: 'Go to home',
  SHOP: 'Go to the shop',
  LOYALTY: 'See rewards',
  MISSIONS: 'See missions',
  HUB: 'Open the hub',
  DOWNLOAD: 'Download the game',
  EXTERNAL_URL: 'Learn more',
};

const Backdrop = styled('div', {
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  '& img, & [data-art]': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    aspectRatio: 'auto',
    borderRadius: 0,
  },
  // A scrim on the text's side keeps it readable over any picture.
  '&::after': { content: '""', position: 'absolute', inset: 0, background: 'var(--scrim)' },
});

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  flex: 1,
  maxWidth: '40rem',
  '& h2': {
    fontSize: '1.5rem',
    '@md': { fontSize: '2rem' },
    textShadow: '0 2px 12px color-mix(in srgb, $colors$shadow 60%, transparent)',
  },
  '& p': { color: '$primaryText', textShadow: '0 1px 8px color-mix(in srgb, $colors$shadow 70%, transparent)' },
  '& > :last-child': { marginTop: 0, alignSelf: 'flex-start', minWidth: '12rem' },
  variants: {
    at: {
      top: {
        justifyContent: 'flex-start',
        '--scrim': 'linear-gradient(180deg, color-mix(in srgb, $colors$shadow 75%, transparent), transparent 75%)',
      },
      center: {
        justifyContent: 'center',
        '--scrim': 'linear-gradient(90deg, color-mix(in srgb, $colors$shadow 75%, transparent), transparent 80%)',
      },
      bottom: {
        justifyContent: 'flex-end',
        '--scrim': 'linear-gradient(0deg, color-mix(in srgb, $colors$shadow 80%, transparent), transparent 75%)',
      },
    },
  },
});

/** A full-width picture with a title and text placed top, center or bottom; its link is a button that emits open_link. */
export function BannerCard({ card, priority }: CardProps<'banner'>) {
  return (
    <CardFrame
      wide
      aria-label={card.title}
      css={{ minHeight: 240, padding: '1.5rem', '@md': { minHeight: 280, padding: '2rem' } }}
    >
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
    </CardFrame>
  );
}
