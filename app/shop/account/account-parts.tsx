import type { ReactNode } from 'react';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/stitches.config';

/** The account page's building blocks: panels, rows, badges and empty states in the shop's colours. */

const PanelRoot = styled('section', {
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4',
  borderRadius: '$card',
  border: '1px solid $border',
  background: 'linear-gradient(180deg, color-mix(in srgb, $colors$bgAccent 70%, $colors$paper), $paper 9rem)',
  boxShadow:
    '0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent), inset 0 1px 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
  '@md': { padding: '$5' },
  // A thin accent band along the top edge, like the shop's cards.
  '&::before': {
    content: '""',
    position: 'absolute',
    zIndex: -1,
    insetInline: '$5',
    top: -1,
    height: 2,
    borderRadius: 2,
    background: 'linear-gradient(90deg, transparent, $primary, transparent)',
  },
});
const PanelHead = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
});
const PanelTitle = styled('h2', {
  margin: 0,
  fontFamily: '$display',
  fontSize: '1.2rem',
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
});
const PanelHint = styled('p', { margin: '$1 0 0', color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.45 });

export function Panel({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PanelRoot aria-labelledby={`${id}-title`}>
      <PanelHead>
        <div>
          <PanelTitle id={`${id}-title`}>{title}</PanelTitle>
          {hint ? <PanelHint>{hint}</PanelHint> : null}
        </div>
        {action}
      </PanelHead>
      {children}
    </PanelRoot>
  );
}

export const List = styled('ul', { display: 'grid', gap: '$2', listStyle: 'none', margin: 0, padding: 0 });
export const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '3.5rem',
  padding: '$3',
  borderRadius: '$input',
  border: '1px solid $border',
  background: 'color-mix(in srgb, $colors$baseBg 55%, $colors$paper)',
});
export const ItemText = styled('div', { flex: 1, minWidth: 0, display: 'grid', gap: 2 });
export const ItemTitle = styled('span', {
  fontWeight: 600,
  color: '$primaryText',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const ItemMeta = styled('span', {
  color: '$secondaryText',
  fontSize: '0.8125rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3em',
  padding: '0.15rem 0.55rem',
  borderRadius: '$pill',
  fontSize: '0.7rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      good: {
        color: '$success',
        background: 'color-mix(in srgb, $colors$success 12%, transparent)',
        border: '1px solid color-mix(in srgb, $colors$success 35%, transparent)',
      },
      waiting: { color: '$accentText', background: '$bgAccent', border: '1px solid $accentBorder' },
      muted: { color: '$secondaryText', background: 'transparent', border: '1px solid $border' },
    },
  },
  defaultVariants: { tone: 'muted' },
});

const EmptyRoot = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$2',
  padding: '$5 $4',
  textAlign: 'center',
  borderRadius: '$input',
  border: '1px dashed $border',
  color: '$secondaryText',
  fontSize: '0.9rem',
  '& strong': { color: '$primaryText', fontFamily: '$display', fontSize: '1rem' },
});

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyRoot>
      <strong>{title}</strong>
      <span>{children}</span>
    </EmptyRoot>
  );
}

/** Rows of the shape still loading. */
export function ListSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <List aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Item as="div" key={index}>
          <Skeleton width="2.5rem" height="2.5rem" radius="pill" />
          <ItemText>
            <Skeleton width="45%" height="0.9rem" />
            <Skeleton width="70%" height="0.75rem" />
          </ItemText>
        </Item>
      ))}
    </List>
  );
}

export const ErrorLine = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$input',
  border: '1px solid color-mix(in srgb, $colors$danger 55%, transparent)',
  background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
  fontSize: '0.875rem',
});

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A date in words (UTC, so the server and the browser write the same text). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
export function formatDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}
