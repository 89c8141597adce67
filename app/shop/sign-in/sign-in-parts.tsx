import type { ReactNode } from 'react';
import type { LoginProviderType } from '../../../schemas/enums';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './sign-in-parts.css';

/** The pieces the sign-in screens share: layout, the "or" divider, glyphs and the announcer. */

export const Stack = styled('div', styles.stack);
export const Row = styled('div', styles.row);

export const Note = styled('p', styles.note);

/** An error the screen shows outside a field: announced at once (role=alert), in the danger colour. */
export const Alert = styled('p', styles.alert);

const DividerRoot = styled('div', styles.dividerRoot);

export function Divider({ children }: { children: ReactNode }) {
  return <DividerRoot role="separator">{children}</DividerRoot>;
}

const GlyphRing = styled('span', styles.glyphRing);

/** The envelope over the code screen: the code is in the player's inbox. */
export function EnvelopeGlyph() {
  return (
    <GlyphRing aria-hidden="true">
      <svg
        width="26"
        height="26"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
      </svg>
    </GlyphRing>
  );
}

/** A provider's mark on its button: a plain G for Google, a lock for the publisher's own sign-in. */
export function ProviderGlyph({ type }: { type: LoginProviderType }) {
  if (type === 'GOOGLE') {
    return (
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      >
        <path d="M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.9 4.9 0 0 1-2 3 6.1 6.1 0 1 1 1.4-8.8" />
      </svg>
    );
  }
  return <Icon name={type === 'CUSTOM' ? 'user' : 'lock'} size={18} />;
}

/** Read by screen readers as it changes, invisible on screen. */
export const Announcer = styled('p', styles.announcer);
