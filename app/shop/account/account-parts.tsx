import type { ReactNode } from 'react';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './account-parts.css';

/** The account page's building blocks: panels, rows, badges and empty states in the shop's colours. */

const PanelRoot = styled('section', styles.panelRoot);
const PanelHead = styled('div', styles.panelHead);
const PanelTitle = styled('h2', styles.panelTitle);
const PanelHint = styled('p', styles.panelHint);

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

export const List = styled('ul', styles.list);
export const Item = styled('li', styles.item);
export const ItemMark = styled('span', styles.itemMark);
export const ItemText = styled('div', styles.itemText);
export const ItemTitle = styled('span', styles.itemTitle);
export const ItemMeta = styled('span', styles.itemMeta);

export const Badge = styled('span', styles.badge);

const EmptyRoot = styled('div', styles.emptyRoot);

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

export const ErrorLine = styled('p', styles.errorLine);

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
