import { styledRecipe, globalStyles } from '~/ui/style-rules';

// On paper: only the receipt, black on white, without the shop's header, footer or buttons.
globalStyles({
  '@media print': {
    'html, body, [data-shop]': { background: '$printPaper !important', color: '$printInk !important' },
    'header, footer, [data-print="hide"]': { display: 'none !important' },
    '[data-print="sheet"]': {
      boxShadow: 'none !important',
      border: 'none !important',
      margin: '0 auto !important',
      maxWidth: 'none !important',
    },
  },
});

export const toolbar = styledRecipe(
  {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '$3',
    maxWidth: '44rem',
    margin: '0.5rem auto $4',
  },
  'Toolbar',
);

// A sheet of paper on every theme: a receipt reads best dark on light, on screen as in print.
export const sheet = styledRecipe(
  {
    maxWidth: '44rem',
    margin: '0 auto 2rem',
    padding: '2rem 1.25rem',
    borderRadius: '$card',
    background: '$receiptPaper',
    color: '$receiptInk',
    fontFamily: '$body',
    boxShadow: '0 24px 60px color-mix(in srgb, $colors$shadow 50%, transparent)',
    '@md': { padding: '2.5rem 3rem' },
    '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.6rem', letterSpacing: '0.03em' },
  },
  'Sheet',
);

export const top = styledRecipe(
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    gap: '$4',
    paddingBottom: '$4',
    borderBottom: '2px solid $colors$receiptInk',
  },
  'Top',
);

export const facts = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    gap: '0.2rem $4',
    margin: 0,
    fontSize: '0.85rem',
    '& dt': { color: '$receiptMuted' },
    '& dd': { margin: 0, fontWeight: 600, textAlign: 'right' },
  },
  'Facts',
);

export const table = styledRecipe(
  {
    width: '100%',
    margin: '$5 0',
    borderCollapse: 'collapse',
    fontSize: '0.9rem',
    '& th': {
      textAlign: 'left',
      fontSize: '0.7rem',
      letterSpacing: '0.1em',
      textTransform: 'uppercase',
      color: '$receiptMuted',
      paddingBottom: '$2',
    },
    '& td': { padding: '0.55rem 0', borderTop: '1px solid $colors$receiptRule', verticalAlign: 'top' },
    '& th:not(:first-child), & td:not(:first-child)': { textAlign: 'right', paddingLeft: '$3', whiteSpace: 'nowrap' },
    '& tfoot td': { borderTop: 'none', padding: '0.25rem 0' },
    '& tfoot tr:last-child td': {
      borderTop: '2px solid $colors$receiptInk',
      paddingTop: '$2',
      fontWeight: 800,
      fontSize: '1.05rem',
    },
  },
  'Table',
);

export const paid = styledRecipe(
  { display: 'flex', alignItems: 'center', gap: '$2', margin: 0, fontSize: '0.9rem' },
  'Paid',
);

export const legal = styledRecipe(
  {
    margin: '$5 0 0',
    paddingTop: '$3',
    borderTop: '1px solid $colors$receiptRule',
    color: '$receiptMuted',
    fontSize: '0.75rem',
    lineHeight: 1.5,
  },
  'Legal',
);

export const status = styledRecipe(
  {
    display: 'inline-block',
    marginTop: '$2',
    padding: '0.1rem 0.5rem',
    borderRadius: '$pill',
    border: '1px solid currentColor',
    fontSize: '0.7rem',
    fontWeight: 800,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
  },
  'Status',
);
