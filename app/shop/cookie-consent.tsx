import { useEffect, useId, useRef, useState } from 'react';
import type { ShopConfig } from '../../schemas/shop-config';
import {
  consentAllows,
  consentCategories,
  consentChoiceOf,
  type ConsentCategory,
  type ConsentChoice,
} from '~/shop/consent-cookie';
import { NewTabHint } from '~/shop/menu-parts';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { keyframes, motionMs, styled } from '~/ui/stitches.config';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

// Non-modal: the shop stays usable; the banner sits over the bottom edge until the player answers.
const Banner = styled('section', {
  position: 'fixed',
  zIndex: '$overlay',
  insetInline: '0.5rem',
  bottom: 'max(0.5rem, env(safe-area-inset-bottom))',
  display: 'grid',
  gap: '$3',
  maxHeight: 'calc(100dvh - 5rem)',
  overflowY: 'auto',
  padding: '$4',
  borderRadius: '$card',
  border: '1px solid $accentBorder',
  background: 'linear-gradient(160deg, $bgAccent, $paper 60%)',
  color: '$primaryText',
  boxShadow: '0 -4px 0 -1px $colors$primary, 0 24px 64px color-mix(in srgb, $colors$shadow 65%, transparent)',
  animation: `${rise} ${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`,
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '@reducedMotion': { animation: 'none' },
  '@md': {
    insetInline: 'auto',
    left: '1.5rem',
    bottom: '1.5rem',
    width: 'min(30rem, calc(100vw - 3rem))',
    padding: '$5',
  },
});
const Title = styled('h2', { margin: 0, fontFamily: '$display', fontSize: '1.1rem', letterSpacing: '0.03em' });
const Message = styled('p', {
  margin: 0,
  color: '$secondaryText',
  fontSize: '0.9rem',
  lineHeight: 1.5,
  '& a': { color: '$primary', textUnderlineOffset: '3px' },
});
const Actions = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
  // Labels run to 30 characters: wrap rather than overflow at 380 px (attribute selector outweighs the button's nowrap).
  '& > [data-variant]': { minWidth: 0, whiteSpace: 'normal' },
});

const Categories = styled('fieldset', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 700, fontSize: '0.9rem' },
});

/** What each category's cookies do, in the player's words. */
const categoryCopy: Record<ConsentCategory | 'necessary', { label: string; hint: string }> = {
  necessary: { label: 'Necessary', hint: 'Sign-in, cart and this choice. Always on: the shop needs them.' },
  analytics: { label: 'Analytics', hint: 'Count visits and pages (Google Analytics), so the shop can improve.' },
  marketing: { label: 'Marketing', hint: 'Measure ads that brought you here (Meta pixel).' },
};

/** One switch per category, opened from "Cookie settings"; saved as one choice in the same consent cookie. */
function CategoryChoices({
  choice,
  onSave,
}: {
  choice: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
}) {
  const [allowed, setAllowed] = useState(
    () =>
      Object.fromEntries(consentCategories.map((category) => [category, consentAllows(choice, category)])) as Record<
        ConsentCategory,
        boolean
      >,
  );
  return (
    <>
      <Categories>
        <legend>Choose by category</legend>
        <Checkbox label={categoryCopy.necessary.label} helperText={categoryCopy.necessary.hint} checked disabled />
        {consentCategories.map((category) => (
          <Checkbox
            key={category}
            label={categoryCopy[category].label}
            helperText={categoryCopy[category].hint}
            checked={allowed[category]}
            onCheckedChange={(checked) => setAllowed((previous) => ({ ...previous, [category]: checked === true }))}
          />
        ))}
      </Categories>
      <Button variant="secondary" size="medium" shrink={false} onClick={() => onSave(consentChoiceOf(allowed))}>
        Save my choices
      </Button>
    </>
  );
}

export function CookieConsentBanner({
  config,
  reopened,
  choice = null,
  onChoose,
}: {
  config: ShopConfig['cookieConsent'];
  /** Opened from "Cookie settings": take focus so keyboard players land in it, and offer each category. */
  reopened: boolean;
  /** The player's current choice, which the categories start from. */
  choice?: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);
  return (
    <Banner ref={ref} role="region" aria-labelledby={titleId} tabIndex={-1}>
      <Title id={titleId}>{config.title}</Title>
      <Message>
        {config.message}{' '}
        {config.policyUrl ? (
          <a href={config.policyUrl} target="_blank" rel="noopener noreferrer">
            Cookie policy
            <NewTabHint />
          </a>
        ) : null}
      </Message>
      {/* Equal weight for both answers: refusing must be as easy as accepting. */}
      <Actions>
        <Button variant="secondary" size="medium" shrink={false} onClick={() => onChoose('denied')}>
          {config.rejectLabel}
        </Button>
        <Button variant="primary" size="medium" shrink={false} onClick={() => onChoose('granted')}>
          {config.acceptLabel}
        </Button>
      </Actions>
      {reopened ? <CategoryChoices choice={choice} onSave={onChoose} /> : null}
    </Banner>
  );
}
