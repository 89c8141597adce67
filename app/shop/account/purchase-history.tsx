import { Link } from '@remix-run/react';
import { useState } from 'react';
import { Pagination } from '~/ui/pagination';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './purchase-history.css';
import { Badge, formatDate, Item, ItemMeta, ItemText, ItemTitle, List, Panel } from '~/shop/account/account-parts';
import { attemptsSummary, groupPurchaseAttempts, hasReceipt, type PurchaseGroup } from '~/shop/account/purchase-groups';
import { formatAmount } from '~/shop/cart/cart-parts';
import { problemMessage } from '~/shop/cart/cart-queries';
import { receiptPath } from '~/shop/checkout/checkout-paths';
import { deliveryWords } from '~/shop/checkout/delivery-words';
import { usePurchaseHistory, type OrderStatus } from '~/shop/checkout/checkout-queries';
import { useViewerContext } from '~/shop/viewer-context';

const Filters = styled('div', styles.filters);
const Total = styled('span', styles.total);
// On phones the order's name takes the first line; status, total and receipt link share the second.
const Row = styled(Item, styles.row);
const Empty = styled('p', styles.empty);
// The attempts that did not go through, folded under their purchase on a line of their own.
const Attempts = styled('details', styles.attempts);

const statusFilter = [
  { value: 'all', label: 'All purchases' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'refunded', label: 'Refunded' },
] as const;
type StatusFilter = (typeof statusFilter)[number]['value'];

const statusTone = { paid: 'good', pending: 'waiting', failed: 'muted', canceled: 'muted', refunded: 'muted' } as const;

/** One purchase: its order, its receipt once paid, and the attempts before it that did not go through. */
function PurchaseRow({ group, basePath }: { group: PurchaseGroup; basePath: string }) {
  const { order, attempts } = group;
  const summary = attemptsSummary(group);
  return (
    <Row>
      <ItemText>
        <ItemTitle>{order.summary}</ItemTitle>
        <ItemMeta>
          {order.receiptNumber} · {formatDate(order.createdAt)} · {order.itemCount}{' '}
          {order.itemCount === 1 ? 'item' : 'items'}
          {order.delivery && order.delivery !== 'not_owed' ? ` · ${deliveryWords[order.delivery]}` : null}
        </ItemMeta>
      </ItemText>
      <Badge tone={statusTone[order.status]}>{order.status}</Badge>
      <Total>{order.paidWith === 'free' ? 'Free' : formatAmount(order.total, order.currency)}</Total>
      {hasReceipt(order) ? (
        <Link to={receiptPath(basePath, order.orderId)}>Receipt for order {order.receiptNumber}</Link>
      ) : null}
      {summary && attempts.length > 0 ? (
        <Attempts>
          <summary>{summary}</summary>
          <ul aria-label={`Attempts before order ${order.receiptNumber}`}>
            {attempts.map((attempt) => (
              <li key={attempt.orderId}>
                {attempt.receiptNumber} · {formatDate(attempt.createdAt)} · {attempt.status}
              </li>
            ))}
          </ul>
        </Attempts>
      ) : null}
    </Row>
  );
}

/** The player's orders in this shop, newest first, with the kit's pagination (10/20/50) and a status filter. */
export function PurchaseHistory() {
  const context = useViewerContext();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<10 | 20 | 50>(10);
  const [status, setStatus] = useState<StatusFilter>('all');
  const history = usePurchaseHistory(context?.shop ?? '', context?.viewer?.player.id ?? '', {
    page,
    pageSize,
    status: status === 'all' ? undefined : (status as OrderStatus),
  });
  if (!context?.viewer) return null;
  const { basePath } = context;
  const data = history.data;
  return (
    <Panel
      id="purchases"
      title="Purchase history"
      hint="Everything you bought or claimed in this shop, with its receipt."
      action={
        <Filters>
          <Select
            label="Show"
            value={status}
            options={statusFilter}
            onValueChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
          />
        </Filters>
      }
    >
      {history.isError ? (
        <Empty role="alert">{problemMessage(history.error)}</Empty>
      ) : !data ? (
        <List aria-busy="true" aria-label="Loading your purchases">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="3.5rem" />
          ))}
        </List>
      ) : data.orders.length === 0 ? (
        <Empty>
          {status === 'all' ? 'No purchases yet. Your orders will show up here.' : 'No purchases with this status.'}
        </Empty>
      ) : (
        <List aria-label="Your purchases">
          {groupPurchaseAttempts(data.orders).map((group) => (
            <PurchaseRow key={group.order.orderId} group={group} basePath={basePath} />
          ))}
        </List>
      )}
      {data && data.totalCount > 10 ? (
        <Pagination
          aria-label="Purchase history pages"
          pageCount={Math.max(1, data.pageCount)}
          currentPage={page}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPageSize(size === 20 || size === 50 ? size : 10);
            setPage(1);
          }}
          buttonsDisabled={history.isFetching}
        />
      ) : null}
    </Panel>
  );
}
