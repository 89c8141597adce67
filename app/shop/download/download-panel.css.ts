import { styledRecipe } from '~/ui/style-rules';
import { panelFrame } from '~/shop/engagement/panel-styles';

// The DOWNLOAD page's installers (docs/decisions/058): the recommended platform as a large, glowing card, the other
// beside it (below it on a phone).

export const panel = styledRecipe(
  { ...panelFrame, gap: '1.25rem', padding: '1rem', '@md': { padding: '1.75rem 2rem' } },
  'DownloadPanel',
);

export const intro = styledRecipe(
  {
    display: 'grid',
    gap: '0.375rem',
    '& > h2': { margin: 0, fontFamily: '$display', fontSize: '1.5rem', color: '$accentText' },
    '& > p': { margin: 0, color: '$secondaryText', maxWidth: '44rem' },
    '@md': { '& > h2': { fontSize: '1.875rem' } },
  },
  'DownloadIntro',
);

export const platforms = styledRecipe(
  {
    display: 'grid',
    gap: '1rem',
    '@lg': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
  'DownloadPlatforms',
);

export const installer = styledRecipe(
  {
    display: 'grid',
    // One column as wide as the card: a long button label or checksum wraps instead of widening it.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '1rem',
    minWidth: 0,
    padding: '1rem',
    // The download button's label wraps on a narrow phone (the kit's buttons keep one line).
    '& > a': { whiteSpace: 'normal' },
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 55%, $colors$paper)',
    '&[data-state="recommended"]': {
      border: '1px solid $primary',
      background:
        'radial-gradient(30rem 10rem at 0% 0%, color-mix(in srgb, $colors$primary 18%, transparent), transparent), color-mix(in srgb, $colors$baseBg 40%, $colors$paper)',
      boxShadow:
        '0 0 0 1px color-mix(in srgb, $colors$primary 35%, transparent), 0 16px 36px color-mix(in srgb, $colors$shadow 40%, transparent)',
    },
    '@md': { padding: '1.5rem' },
  },
  'DownloadInstaller',
);

export const installerHead = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    gap: '0.25rem 0.875rem',
    '& > h3': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', color: '$accentText' },
  },
  'DownloadInstallerHead',
);

export const platformMark = styledRecipe(
  {
    gridRow: 'span 2',
    display: 'inline-grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: '$card',
    color: '$primary',
    background: 'color-mix(in srgb, $colors$primary 14%, transparent)',
    border: '1px solid $accentBorder',
  },
  'DownloadPlatformMark',
);

export const recommended = styledRecipe(
  {
    justifySelf: 'start',
    margin: 0,
    padding: '0.125rem 0.625rem',
    borderRadius: '$pill',
    fontSize: '0.75rem',
    fontWeight: 700,
    color: '$primaryForeground',
    background: '$primary',
  },
  'DownloadRecommended',
);

export const facts = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '0.75rem',
    margin: 0,
    '& > div': { display: 'grid', gap: '0.125rem', minWidth: 0, alignContent: 'start' },
    // The system requirements are a sentence: a row of their own.
    '& > [data-fact="requires"]': { gridColumn: '1 / -1' },
    '& dt': {
      fontSize: '0.75rem',
      fontWeight: 600,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: '$tertiaryText',
    },
    '& dd': { margin: 0, color: '$accentText', fontWeight: 600, overflowWrap: 'anywhere' },
  },
  'DownloadFacts',
);

export const checksum = styledRecipe(
  {
    display: 'grid',
    gap: '0.375rem',
    '& > span': {
      fontSize: '0.75rem',
      fontWeight: 600,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: '$tertiaryText',
    },
  },
  'DownloadChecksum',
);

export const checksumRow = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '0.5rem',
    '& > code': {
      display: 'block',
      padding: '0.5rem 0.625rem',
      borderRadius: '$input',
      border: '1px solid $border',
      background: 'color-mix(in srgb, $colors$shadow 25%, transparent)',
      color: '$secondaryText',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.8125rem',
      lineHeight: 1.4,
      wordBreak: 'break-all',
      userSelect: 'all',
    },
  },
  'DownloadChecksumRow',
);

export const notes = styledRecipe(
  {
    display: 'grid',
    gap: '0.5rem',
    color: '$secondaryText',
    '& > h4': { margin: 0, fontSize: '0.875rem', fontWeight: 700, color: '$accentText' },
    '& p, & ul': { margin: 0 },
    '& ul': { paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' },
  },
  'DownloadNotes',
);

export const unavailable = styledRecipe({ margin: 0, color: '$secondaryText' }, 'DownloadUnavailable');

export const empty = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '0.5rem',
    padding: '2rem 1rem',
    textAlign: 'center',
    color: '$secondaryText',
    '& > h2': { margin: 0, fontFamily: '$display', color: '$accentText' },
    '& > p': { margin: 0, maxWidth: '32rem' },
  },
  'DownloadEmpty',
);
