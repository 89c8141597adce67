import { styledRecipe } from '~/ui/style-rules';

/** The pieces the sign-in screens share: layout, the "or" divider, glyphs and the announcer. */
export const stack = styledRecipe({ display: 'flex', flexDirection: 'column', gap: '$4' }, 'Stack');

export const row = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$2',
  },
  'Row',
);

export const note = styledRecipe({ margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.5 }, 'Note');

/** An error the screen shows outside a field: announced at once (role=alert), in the danger colour. */
export const alert = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid color-mix(in srgb, $colors$danger 55%, transparent)',
    background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
    color: '$primaryText',
    fontSize: '0.875rem',
    lineHeight: 1.45,
  },
  'Alert',
);

export const dividerRoot = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    color: '$tertiaryText',
    fontSize: '0.75rem',
    fontWeight: 600,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    '&::before, &::after': { content: '""', flex: 1, height: 1, background: '$border' },
  },
  'DividerRoot',
);

export const glyphRing = styledRecipe(
  {
    display: 'inline-grid',
    flexShrink: 0,
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: '$pill',
    color: '$primary',
    background: 'radial-gradient(circle at 50% 35%, color-mix(in srgb, $colors$primary 28%, transparent), $paper 70%)',
    boxShadow: '0 0 0 1px $colors$accentBorder, 0 0 28px color-mix(in srgb, $colors$primary 35%, transparent)',
  },
  'GlyphRing',
);

/** Read by screen readers as it changes, invisible on screen. */
export const announcer = styledRecipe(
  {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  'Announcer',
);
