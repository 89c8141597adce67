import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './card-placeholder.css';

/** Which card failed, sent with the report so it can be found in the shop's config. */
export type CardRef = { id?: string; type?: string };

// Loaded only when a preview has a broken card to show: storefront pages never need this code.

const Placeholder = styled('div', styles.placeholder);

/** The visible box naming why a card could not be shown (publisher preview and QA gallery). */
export default function CardPlaceholderBox({ card, error }: { card: CardRef; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Placeholder role="alert" aria-label={`Card ${card.id ?? 'without id'} could not be shown`}>
      <strong>
        <Icon name="close" /> This card could not be shown
      </strong>
      <span>
        Card <code>{card.id ?? '(no id)'}</code> of type <code>{card.type ?? '(none)'}</code>
      </span>
      <code>{message}</code>
    </Placeholder>
  );
}
