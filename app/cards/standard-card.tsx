import {
  Art,
  BuffTag,
  CardFrame,
  CardName,
  CountdownLine,
  DiscountRibbon,
  LimitTag,
  Muted,
  PriceButton,
  Tags,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { styled } from '~/ui/stitches.config';

const Stage = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  aspectRatio: '4 / 3',
  minHeight: '11rem',
  marginInline: '-1rem',
  marginTop: '-1.125rem',
  padding: '1rem',
  overflow: 'hidden',
  '& img, & [data-art]': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    aspectRatio: 'auto',
    borderRadius: 0,
    zIndex: -1,
  },
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: -1, background: 'var(--scrim)' },
  '& h3': { fontSize: '1.25rem', textShadow: '0 2px 10px color-mix(in srgb, $colors$shadow 70%, transparent)' },
  '& p': {
    color: '$primaryText',
    textShadow: '0 1px 8px color-mix(in srgb, $colors$shadow 80%, transparent)',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  variants: {
    at: {
      top: {
        justifyContent: 'flex-start',
        '--scrim': 'linear-gradient(180deg, color-mix(in srgb, $colors$shadow 80%, transparent), transparent 70%)',
      },
      center: {
        justifyContent: 'center',
        '--scrim':
          'radial-gradient(ellipse at center, color-mix(in srgb, $colors$shadow 70%, transparent), transparent 75%)',
      },
      bottom: {
        justifyContent: 'flex-end',
        '--scrim': 'linear-gradient(0deg, color-mix(in srgb, $colors$shadow 85%, transparent), transparent 70%)',
      },
    },
  },
});
const StageText = styled('div', { display: 'grid', gap: '0.25rem', isolation: 'isolate' });

/**
 * The standard offer: a picture filling the top with the name and description over it, placed by
 * textPosition; imagePosition picks which part of the picture stays in view. Variants change the frame.
 */
export function StandardCard({ card, now, priority }: CardProps<'standard'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  const textPosition = card.textPosition ?? 'bottom';
  return (
    <CardFrame aria-label={card.name} look={card.variant} soldOut={card.limit?.remaining === 0}>
      <Stage at={textPosition} data-text-position={textPosition} data-image-position={card.imagePosition ?? 'center'}>
        <Art image={card.image} priority={priority} fit="cover" position={card.imagePosition ?? 'center'} />
        <StageText>
          <CardName>{card.name}</CardName>
          {card.description ? <Muted dir="auto">{card.description}</Muted> : null}
        </StageText>
      </Stage>
      <DiscountRibbon price={card.price} />
      <Tags>
        <BuffTag buff={card.buff} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </CardFrame>
  );
}
