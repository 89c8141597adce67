import { globalStyles } from '~/ui/style-rules';

/** The page's own rules: box sizing, the body's colours and font, focus rings, reduced motion. */
globalStyles({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { colorScheme: 'dark' },
  body: {
    margin: 0,
    minHeight: '100vh',
    backgroundColor: '$baseBg',
    color: '$primaryText',
    fontFamily: '$body',
    lineHeight: 1.5,
    WebkitFontSmoothing: 'antialiased',
  },
  a: { color: 'inherit' },
  img: { maxWidth: '100%', display: 'block' },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  ':focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '@reducedMotion': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
