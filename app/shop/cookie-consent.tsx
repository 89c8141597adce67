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
import { styled } from '~/ui/styled';
import * as styles from './cookie-consent.css';

// Non-modal: the shop stays usable; the banner sits over the bottom edge until the player answers.
const Banner = styled('section', styles.banner);
const Title = styled('h2', styles.title);
const Message = styled('p', styles.message);
const Actions = styled('div', styles.actions);

const Categories = styled('fieldset', styles.categories);

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
