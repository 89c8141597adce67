import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

/** Which card failed, sent with the report so it can be found in the shop's config. */
export type CardRef = { id?: string; type?: string };

// Loaded only when a preview has a broken card to show: storefront pages never need this code.

const Placeholder = styled('div', {
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: '$2',
  minHeight: 160,
  padding: '$4',
  borderRadius: '$card',
  border: '2px dashed $danger',
  background: 'color-mix(in srgb, $colors$danger 8%, $colors$paper)',
  color: '$primaryText',
  fontSize: '0.875rem',
  '& strong': { display: 'inline-flex', alignItems: 'center', gap: '$2', color: '$danger', fontWeight: 800 },
  '& code': { overflowWrap: 'anywhere', color: '$secondaryText' },
});

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
