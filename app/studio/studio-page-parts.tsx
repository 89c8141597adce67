import { styled } from '~/ui/styled';
import * as styles from './studio-pages.css';

// The pieces every studio page under the chrome is built from: one place, so the pages keep one look.
export const PageHeader = styled('div', styles.pageHeader);
export const PageHeading = styled('h1', styles.heading);
export const PageLead = styled('p', styles.lead);
export const PageAlert = styled('p', styles.alert);
export const Panel = styled('section', styles.panel);
/** An ordered list of rows (history, audit); pass `as="ul"` where order means nothing. */
export const Rows = styled('ol', styles.rows);
export const RowMain = styled('div', styles.rowMain);
export const Badge = styled('span', styles.badge);
