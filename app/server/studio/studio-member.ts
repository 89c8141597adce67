import type { StudioRole } from '../../../schemas/studio';

/** A signed-in publisher: their account and the studio session they came with. */
export interface Publisher {
  id: string;
  email: string;
  sessionId: string;
}

/** A publisher inside one shop of theirs: what every studio page and call works with once access is checked. */
export interface StudioMember {
  publisher: Publisher;
  shop: { id: string; handle: string; name: string };
  role: StudioRole;
}
