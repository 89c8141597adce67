import { styledRecipe } from '~/ui/style-rules';

// The frame of the sandbox's own pages (3-D Secure challenge, PayPal / Klarna approval): a dark page of its own,
// outside the shop's theme, that says plainly it is a test. Server-rendered forms: they work without JavaScript.
export const page = styledRecipe(
  {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: 24,
    background: '#0e1116',
    color: '#e6e8eb',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  },
  'Page',
);

export const panel = styledRecipe(
  {
    width: '100%',
    maxWidth: 420,
    padding: 28,
    borderRadius: 16,
    background: '#171b22',
    border: '1px solid #2a303b',
    display: 'grid',
    gap: 16,
  },
  'Panel',
);

export const testBadge = styledRecipe(
  {
    margin: 0,
    justifySelf: 'start',
    padding: '4px 10px',
    borderRadius: 999,
    background: '#4a3a00',
    color: '#ffd76a',
    fontSize: 13,
    fontWeight: 600,
  },
  'TestBadge',
);

export const title = styledRecipe({ margin: 0, fontSize: 22, lineHeight: 1.3 }, 'Title');

export const note = styledRecipe({ margin: 0, color: '#aab2bf', fontSize: 15, lineHeight: 1.5 }, 'Note');

export const field = styledRecipe({ display: 'grid', gap: 6, fontSize: 14, color: '#cfd5de' }, 'Field');

export const passwordInput = styledRecipe(
  {
    height: 44,
    padding: '0 12px',
    borderRadius: 8,
    border: '1px solid #3a4250',
    background: '#0e1116',
    color: '#e6e8eb',
    fontSize: 16,
    '&:focus-visible': { outline: '2px solid #7aa7ff', outlineOffset: 2 },
  },
  'PasswordInput',
);

export const actions = styledRecipe(
  { display: 'flex', gap: 12, flexWrap: 'wrap', variants: { spaced: { true: { marginTop: 16 } } } },
  'Actions',
);

export const actionButton = styledRecipe(
  {
    minHeight: 44,
    padding: '0 18px',
    borderRadius: 8,
    border: '1px solid transparent',
    fontSize: 16,
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #7aa7ff', outlineOffset: 2 },
    variants: {
      tone: {
        primary: { background: '#3b6fe0', color: '#ffffff' },
        secondary: { background: 'transparent', color: '#e6e8eb', borderColor: '#3a4250' },
      },
    },
    defaultVariants: { tone: 'primary' },
  },
  'ActionButton',
);

export const backLink = styledRecipe({ color: '#9cc0ff', fontSize: 16 }, 'BackLink');
