import { globalStyle } from '@vanilla-extract/css';

// The studio canvas's marks on the real storefront (docs/decisions/039): loaded with the canvas receiver only, so a
// player's page never carries them. A card's path sits on a `display: contents` wrapper, so its child is outlined.

const hover = '[data-studio-hover]';
const selected = '[data-studio-selected]';
const invalid = '[data-studio-invalid]';

globalStyle('[data-studio-path]', { cursor: 'pointer' });
globalStyle(`section${hover}, h1${hover}, [data-studio-path]${hover} > *`, {
  outline: '2px dashed #38bdf8',
  outlineOffset: '4px',
});
globalStyle(`section${selected}, h1${selected}, [data-studio-path]${selected} > *`, {
  outline: '3px solid #38bdf8',
  outlineOffset: '4px',
});
globalStyle(`section${invalid}, h1${invalid}, [data-studio-path]${invalid} > *`, {
  outline: '3px solid #f43f5e',
  outlineOffset: '4px',
});
