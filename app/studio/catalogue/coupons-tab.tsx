import { useEffect, useRef, useState } from 'react';
import { useCatalogueEntry } from './catalogue-entry';
import { CouponForm, type Coupon } from './coupon-form';
import { freeCode } from './entry-ids';
import { formatMoney } from '~/lib/money';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import * as styles from './catalogue.css';

const Stack = styled('div', styles.stack);
const List = styled('ul', styles.list);
const Row = styled('button', styles.row);
const Thumbnail = styled('span', styles.thumbnail);
const Empty = styled('div', styles.empty);
const FormHeader = styled('div', styles.formHeader);
const Actions = styled('div', styles.actions);

/** The discount in words; a fixed one in the default currency when it has an amount in it. */
function discountText(coupon: Coupon, currency: string): string {
  if (coupon.kind === 'percentage') return coupon.percent ? `${coupon.percent}% off` : 'Percent off';
  const amounts = Object.entries(coupon.amountOff ?? {});
  const first = amounts.find(([code]) => code === currency) ?? amounts[0];
  return first ? `${formatMoney(Number(first[1]), first[0])} off` : 'Amount off';
}

/** The catalogue's coupons: the list, one coupon's rules, add, duplicate, delete (undo brings one back). */
export function CouponsTab() {
  const coupons = useCatalogueEntry('catalogue.coupons');
  const currency = useCatalogueEntry('catalogue.defaultCurrency').value ?? 'USD';
  const list = coupons.value ?? [];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (openIndex !== null) heading.current?.focus();
  }, [openIndex]);

  const add = () => {
    const coupon: Coupon = {
      code: freeCode(
        'SAVE10',
        list.map((entry) => entry.code),
      ),
      kind: 'percentage',
      percent: 10,
    };
    coupons.choose([...list, coupon]);
    setOpenIndex(list.length);
  };
  const duplicate = (index: number) => {
    const source = list[index]!;
    const copy = {
      ...structuredClone(source),
      code: freeCode(
        source.code,
        list.map((entry) => entry.code),
      ),
    };
    coupons.choose([...list.slice(0, index + 1), copy, ...list.slice(index + 1)]);
    setOpenIndex(index + 1);
    toast({ title: `Duplicated ${source.code}`, description: `You are editing ${copy.code}.` });
  };
  const remove = (index: number) => {
    const source = list[index]!;
    coupons.choose(list.filter((_, at) => at !== index));
    setOpenIndex(null);
    toast({ title: `Deleted ${source.code}`, description: 'Undo brings it back.' });
  };

  const current = openIndex !== null ? list[openIndex] : undefined;
  if (openIndex !== null && current) {
    return (
      <Stack>
        <FormHeader>
          <Button
            type="button"
            variant="ghost"
            size="small"
            leading={<Icon name="chevron-left" />}
            onClick={() => setOpenIndex(null)}
          >
            All coupons
          </Button>
          <h2 ref={heading} tabIndex={-1}>
            {current.code || 'Coupon'}
          </h2>
        </FormHeader>
        <CouponForm key={openIndex} index={openIndex} />
        {coupons.readOnly ? null : (
          <Actions>
            <Button type="button" variant="secondary" size="small" onClick={() => duplicate(openIndex)}>
              Duplicate
            </Button>
            <Button type="button" variant="secondary" size="small" onClick={() => remove(openIndex)}>
              Delete coupon
            </Button>
          </Actions>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      {list.length === 0 ? (
        <Empty role="status">
          <strong>No coupons yet</strong>
          <p>A coupon takes a percent or an amount off, for every item or a chosen few.</p>
        </Empty>
      ) : (
        <List aria-label="Coupons">
          {list.map((coupon, index) => (
            <li key={`${index}-${coupon.code}`}>
              <Row type="button" onClick={() => setOpenIndex(index)}>
                <Thumbnail aria-hidden="true">%</Thumbnail>
                <span data-name="">
                  <strong>{coupon.code}</strong>
                  <small>
                    {coupon.itemIds ? `${coupon.itemIds.length} items` : 'Every item'}
                    {coupon.expiresAt ? ` · until ${coupon.expiresAt.slice(0, 10)}` : ''}
                  </small>
                </span>
                <span data-price="">{discountText(coupon, currency)}</span>
              </Row>
            </li>
          ))}
        </List>
      )}
      {coupons.readOnly ? null : (
        <div>
          <Button type="button" size="small" leading={<Icon name="plus" size={16} />} onClick={add}>
            Add coupon
          </Button>
        </div>
      )}
    </Stack>
  );
}
