import type { CardProps } from '~/cards/card-parts';
import { styled } from '~/ui/stitches.config';

const LabelText = styled('h2', {
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  margin: '0.5rem 0 0',
  fontFamily: '$display',
  fontSize: '1.25rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: '$accentText',
  overflowWrap: 'anywhere',
  // A rule that runs from the text to the row's end, on either side in right-to-left pages.
  '&::after': {
    content: '""',
    flex: 1,
    minWidth: '2rem',
    height: 1,
    background: 'linear-gradient(to right, $accentBorder, transparent)',
  },
  '&:dir(rtl)::after': { background: 'linear-gradient(to left, $accentBorder, transparent)' },
});

/** A heading between cards, spanning the whole row. */
export function LabelCard({ card }: CardProps<'label'>) {
  return <LabelText dir="auto">{card.text}</LabelText>;
}
