import type { PageTarget } from '../../../schemas/menu';

/** The pages' names in the studio (the chips, the "Add a page" choice, announcements). */
export const pageNames: Record<PageTarget, string> = {
  HOME: 'Home',
  SHOP: 'Shop',
  LOYALTY: 'Loyalty',
  MISSIONS: 'Missions',
  HUB: 'Hub',
  DOWNLOAD: 'Download',
};
