import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { ShopConfig } from '../../schemas/shop-config';
import type { ConsentChoice } from '~/shop/consent-cookie';
import { NewTabHint } from '~/shop/menu-parts';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './cookie-consent.css';

// Non-modal: the shop stays usable; the banner sits over the bottom edge until the player answers.
const Banner = styled('section', styles.banner);
const Title = styled('h2', styles.title);
const Message = styled('p', styles.message);
const Actions = styled('div', styles.actions);

/**
 * The per-category switches (Radix's checkbox, ~4 kB) appear only when a player reopens the banner from "Cookie
 * settings", so their code stays out of the first load and arrives with that press.
 */
const CookieCategoryChoices = lazy(() =>
  import('~/shop/cookie-categories').then((module) => ({ default: module.CookieCategoryChoices })),
);

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
      {reopened ? (
        <Suspense fallback={null}>
          <CookieCategoryChoices choice={choice} onSave={onChoose} />
        </Suspense>
      ) : null}
    </Banner>
  );
}
