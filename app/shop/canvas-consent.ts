import type { PreviewConsent } from '../../schemas/studio-preview-context';
import type { ConsentChoice } from '~/shop/consent-cookie';

/** The cookie choice the canvas pretends the player made ("Preview as", docs/decisions/045); null shows the banner. */
export const canvasConsentChoice: Record<PreviewConsent, ConsentChoice | null> = {
  accepted: 'granted',
  declined: 'denied',
  unset: null,
};

/**
 * A studio canvas page with the chosen cookie answer instead of the publisher's own cookie, and no trackers: the
 * canvas never counts as a visit in the shop's analytics, whatever the chosen answer.
 */
export function withCanvasConsent<
  Page extends { cookieConsent: { enabled: boolean; choice: ConsentChoice | null }; tracking: object },
>(page: Page, consent: PreviewConsent): Page {
  return {
    ...page,
    cookieConsent: {
      ...page.cookieConsent,
      choice: page.cookieConsent.enabled ? canvasConsentChoice[consent] : null,
    },
    tracking: {},
  };
}
