import { useState } from 'react';
import {
  consentAllows,
  consentCategories,
  consentChoiceOf,
  type ConsentCategory,
  type ConsentChoice,
} from '~/shop/consent-cookie';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { styled } from '~/ui/styled';
import * as styles from './cookie-consent.css';

const Categories = styled('fieldset', styles.categories);

/** What each category's cookies do, in the player's words. */
const categoryCopy: Record<ConsentCategory | 'necessary', { label: string; hint: string }> = {
  necessary: { label: 'Necessary', hint: 'Sign-in, cart and this choice. Always on: the shop needs them.' },
  analytics: { label: 'Analytics', hint: 'Count visits and pages (Google Analytics), so the shop can improve.' },
  marketing: { label: 'Marketing', hint: 'Measure ads that brought you here (Meta pixel).' },
};

/** One switch per category, opened from "Cookie settings"; saved as one choice in the same consent cookie. */
export function CookieCategoryChoices({
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
