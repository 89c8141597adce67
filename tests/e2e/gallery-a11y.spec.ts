import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * Contrast failures known when this check was added, left as they are because fixing them changes how cards
 * look (every gallery snapshot): white on the danger red of the discount ribbon ("-40%", 3.67:1) and the danger
 * red heading of the preview-only "could not be shown" placeholder (4.46:1). Anything else fails the test; so
 * does a fix, which should then remove its entry here.
 */
const knownContrastFailures = [
  { name: 'discount ribbon', matches: (html: string) => /^<span aria-label="\d+% off"/.test(html), inAlert: false },
  { name: 'preview placeholder heading', matches: (html: string) => html.startsWith('<strong>'), inAlert: true },
];

async function describeViolations(page: Page, violations: AxeViolations) {
  const unexpected: string[] = [];
  const known = new Set<string>();
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const selector = node.target.join(' ');
      const candidate =
        violation.id === 'color-contrast'
          ? knownContrastFailures.find((failure) => failure.matches(node.html))
          : undefined;
      // The placeholder is recognised by where it sits: inside the preview's role="alert" box.
      const confirmed =
        candidate &&
        (!candidate.inAlert ||
          (await page
            .locator(selector)
            .first()
            .evaluate((element) => element.closest('[role="alert"]') !== null)));
      if (candidate && confirmed) known.add(candidate.name);
      else unexpected.push(`${violation.id}: ${selector}`);
    }
  }
  return { unexpected, known: [...known].sort() };
}

async function openGallery(page: Page, query: string) {
  await page.goto(`/gallery${query}`);
  await page.locator('[data-hydrated]').waitFor();
}

test.describe('the card gallery', () => {
  // axe over 59 fixtures takes a while on two shared cores.
  test.describe.configure({ timeout: 180_000 });

  // Which known failures each theme shows (the placeholder's contrast depends on the theme's paper colour).
  const knownByTheme = {
    default: ['discount ribbon', 'preview placeholder heading'],
    emberfall: ['discount ribbon'],
    'neon-drift': ['discount ribbon'],
    frostmark: ['discount ribbon', 'preview placeholder heading'],
  };
  for (const [theme, expectedKnown] of Object.entries(knownByTheme)) {
    test(`has no accessibility violations beyond the known ones on the ${theme} theme`, async ({ page }) => {
      await openGallery(page, theme === 'default' ? '' : `?theme=${theme}`);
      const { unexpected, known } = await describeViolations(
        page,
        (await new AxeBuilder({ page }).analyze()).violations,
      );
      expect(unexpected).toEqual([]);
      // Still failing, as recorded above: when one is fixed, this says which entry to remove.
      expect(known).toEqual(expectedKnown);
    });
  }
});
