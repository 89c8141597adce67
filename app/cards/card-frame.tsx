import type { VariantProps } from '~/ui/style-rules';
import { classNames } from '~/ui/styled';
import * as styles from './card-frame.css';

export type CardFrameLook = VariantProps<typeof styles.cardFrame>;

/**
 * The class names of a card's frame, for the card's own root element (an `<article>` named after the card): its
 * look (a game variant), full row width (`wide`) and sold-out state, plus `extra` classes. Class names, not a
 * component: every card on a page has a frame, and a component around it would be one more for React to render per
 * card.
 */
export function cardFrame({ look, wide = false, soldOut = false }: CardFrameLook = {}, extra?: string): string {
  const classes = classNames(styles.cardFrame, { look, wide, soldOut });
  return extra ? `${classes} ${extra}` : classes;
}
