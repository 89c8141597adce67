import type { CardProps } from '~/cards/card-parts';
import { styled } from '~/ui/styled';
import * as styles from './label-card.css';

const LabelText = styled('h2', styles.labelText);

/** A heading between cards, spanning the whole row. */
export function LabelCard({ card }: CardProps<'label'>) {
  return <LabelText dir="auto">{card.text}</LabelText>;
}
