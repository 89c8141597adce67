// What the feature panels (LOYALTY, MISSIONS, HUB) share in their look, spread into each panel's own recipes.

/** The framed, glowing box a panel sits in; each panel sets its own gap. */
export const panelFrame = {
  display: 'grid',
  marginBottom: '2.5rem',
  padding: '1.25rem',
  borderRadius: '$card',
  border: '1px solid $accentBorder',
  background:
    'radial-gradient(36rem 12rem at 100% 0%, color-mix(in srgb, $colors$primary 20%, transparent), transparent), linear-gradient(180deg, color-mix(in srgb, $colors$paper 92%, $colors$highlight), $paper)',
  boxShadow: '0 18px 40px color-mix(in srgb, $colors$shadow 45%, transparent)',
  '@md': { padding: '1.75rem 2rem' },
} as const;

/** A reward's state under its Claim button ("Claimed", "Claim X first"). */
export const claimStatus = {
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '0.375rem',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '$secondaryText',
  '[data-state="claimed"] > &': { color: '$success' },
} as const;

/** The sign-in invitation a visitor sees in place of their progress. */
export const signInPrompt = {
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
  '& > p': { margin: 0, color: '$secondaryText', maxWidth: '40rem' },
} as const;
