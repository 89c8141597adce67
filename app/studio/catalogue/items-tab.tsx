import { useEffect, useMemo, useRef, useState } from 'react';
import { itemKinds, type ItemKind } from '../../../schemas/catalogue';
import { useEditorForm } from '../editor/editor-form';
import { catalogueOf, useCatalogueEntry } from './catalogue-entry';
import { freeId } from './entry-ids';
import { ItemForm, kindLabels, type Item } from './item-form';
import { cardsUsingItem, couponsLimitedTo, deletionRefusal, fetchItemUsage } from './item-usage';
import { formatMoney, formatNumber } from '~/lib/money';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import { toast } from '~/ui/use-toast';
import * as styles from './catalogue.css';

const Stack = styled('div', styles.stack);
const Toolbar = styled('div', styles.toolbar);
const List = styled('ul', styles.list);
const Row = styled('button', styles.row);
const Thumbnail = styled('span', styles.thumbnail);
const Empty = styled('div', styles.empty);
const FormHeader = styled('div', styles.formHeader);
const Actions = styled('div', styles.actions);
const Refusal = styled('div', styles.refusal);

type KindFilter = ItemKind | 'all';

function priceText(item: Item, currency: string, currencyNames: ReadonlyMap<string, string>): string {
  if (item.virtualPrice) {
    const { amount, currencyId } = item.virtualPrice;
    return `${formatNumber(amount)} ${currencyNames.get(currencyId) ?? currencyId}`;
  }
  if (!item.prices) return 'Free';
  const amount = item.prices[currency];
  if (amount !== undefined) return formatMoney(Number(amount), currency);
  const [other] = Object.entries(item.prices);
  return other ? formatMoney(Number(other[1]), other[0]) : 'Free';
}

/** The catalogue's items: search and filter them, add one of any kind, open one to edit, duplicate or delete it. */
export function ItemsTab({ shop }: { shop: string }) {
  const { form } = useEditorForm();
  const items = useCatalogueEntry('catalogue.items');
  const list = useMemo(() => items.value ?? [], [items.value]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [newKind, setNewKind] = useState<ItemKind>('resource');
  const [refusal, setRefusal] = useState<{ title: string; reasons: string[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<string | null>(null);

  const catalogue = catalogueOf(form.getValues());
  const currency = catalogue.defaultCurrency ?? 'USD';
  const currencyNames = new Map((catalogue.virtualCurrencies ?? []).map((entry) => [entry.id, entry.name]));
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return list
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => kind === 'all' || item.kind === kind)
      .filter(({ item }) => !needle || `${item.name} ${item.id}`.toLowerCase().includes(needle));
  }, [list, query, kind]);

  useEffect(() => {
    if (openIndex !== null) heading.current?.focus();
    else if (returnTo.current) document.getElementById(returnTo.current)?.focus();
  }, [openIndex]);

  const open = (index: number) => {
    setRefusal(null);
    setOpenId(list[index]?.id ?? null);
    setOpenIndex(index);
  };
  const close = () => {
    returnTo.current = openId ? `catalogue-item-${openId}` : null;
    setRefusal(null);
    setOpenIndex(null);
  };

  const add = () => {
    const id = freeId(
      `new-${newKind.replace('_', '-')}`,
      list.map((item) => item.id),
    );
    const firstCurrency = catalogue.virtualCurrencies?.[0]?.id;
    const item: Item = {
      id,
      kind: newKind,
      name: `New ${kindLabels[newKind].toLowerCase()}`,
      contents: [{ name: kindLabels[newKind], amount: 1 }],
      ...(newKind === 'currency_pack' && firstCurrency ? { credits: { currencyId: firstCurrency, amount: 100 } } : {}),
      ...(newKind === 'external' ? { externalId: id } : {}),
    };
    items.choose([...(form.getValues('catalogue.items') ?? []), item]);
    setOpenId(id);
    setOpenIndex(list.length);
  };

  const duplicate = (index: number) => {
    const fresh = form.getValues('catalogue.items') ?? [];
    const source = fresh[index]!;
    const copy = {
      ...structuredClone(source),
      id: freeId(
        `${source.id}-copy`,
        fresh.map((item) => item.id),
      ),
      name: `${source.name} (copy)`.slice(0, 80),
    };
    items.choose([...fresh.slice(0, index + 1), copy, ...fresh.slice(index + 1)]);
    setOpenId(copy.id);
    setOpenIndex(index + 1);
    toast({ title: `Duplicated ${source.name}`, description: 'You are editing the copy.' });
  };

  const remove = async (index: number) => {
    const item = list[index]!;
    const values = form.getValues();
    setChecking(true);
    setRefusal(null);
    try {
      const usage = await fetchItemUsage(shop, item.id);
      const refused = deletionRefusal(item.name || item.id, {
        cards: cardsUsingItem(values.layout, item.id),
        coupons: couponsLimitedTo(catalogueOf(values).coupons, item.id),
        usage,
      });
      if (refused) return setRefusal(refused);
      const current = form.getValues('catalogue.items') ?? [];
      items.choose(current.filter((_, at) => at !== index));
      returnTo.current = null;
      setOpenIndex(null);
      toast({ title: `Deleted ${item.name || item.id}`, description: 'Undo brings it back.' });
    } catch {
      setRefusal({
        title: `${item.name || item.id} was not deleted`,
        reasons: ['The studio could not check for orders waiting for payment. Try again in a moment.'],
      });
    } finally {
      setChecking(false);
    }
  };

  const current = openIndex !== null ? list[openIndex] : undefined;
  if (openIndex !== null && current) {
    return (
      <Stack>
        <FormHeader>
          <Button type="button" variant="ghost" size="small" leading={<Icon name="chevron-left" />} onClick={close}>
            All items
          </Button>
          <h2 ref={heading} tabIndex={-1}>
            {current.name || current.id}
          </h2>
        </FormHeader>
        <ItemForm key={openIndex} index={openIndex} />
        {refusal ? (
          <Refusal role="alert">
            <strong>{refusal.title}</strong>
            <ul>
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </Refusal>
        ) : null}
        {items.readOnly ? null : (
          <Actions>
            <Button type="button" variant="secondary" size="small" onClick={() => duplicate(openIndex)}>
              Duplicate
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="small"
              loading={checking}
              onClick={() => void remove(openIndex)}
            >
              Delete item
            </Button>
          </Actions>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <Toolbar>
        <TextField
          label="Search items"
          type="search"
          value={query}
          placeholder="Name or id"
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label="Kind"
          value={kind}
          options={[
            { value: 'all', label: 'All kinds' },
            ...itemKinds.map((value) => ({ value, label: kindLabels[value] })),
          ]}
          onValueChange={(value) => setKind(value as KindFilter)}
        />
      </Toolbar>
      {shown.length === 0 ? (
        <Empty role="status">
          <strong>{list.length === 0 ? 'Nothing for sale yet' : 'No item matches'}</strong>
          <p>
            {list.length === 0
              ? 'Add the first item: cards that name it show its price and sell it.'
              : 'Try another name, or show all kinds.'}
          </p>
        </Empty>
      ) : (
        <List aria-label="Items">
          {shown.map(({ item, index }) => (
            <li key={`${index}-${item.id}`}>
              <Row type="button" id={`catalogue-item-${item.id}`} onClick={() => open(index)}>
                <Thumbnail aria-hidden="true">
                  {item.image?.src ? <img src={item.image.src} alt="" loading="lazy" /> : (item.name || '?').charAt(0)}
                </Thumbnail>
                <span data-name="">
                  <strong>{item.name || item.id}</strong>
                  <small>
                    {kindLabels[item.kind] ?? item.kind} · {item.id}
                  </small>
                </span>
                <span data-price="">{priceText(item, currency, currencyNames)}</span>
              </Row>
            </li>
          ))}
        </List>
      )}
      {items.readOnly ? null : (
        <Toolbar>
          <Select
            label="New item kind"
            value={newKind}
            options={itemKinds.map((value) => ({ value, label: kindLabels[value] }))}
            onValueChange={(value) => setNewKind(value as ItemKind)}
          />
          <Button type="button" size="small" leading={<Icon name="plus" size={16} />} onClick={add}>
            Add item
          </Button>
        </Toolbar>
      )}
    </Stack>
  );
}
