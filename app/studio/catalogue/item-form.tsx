import { useState } from 'react';
import { itemKinds, type ItemKind } from '../../../schemas/catalogue';
import { isImageSrc } from '../../../schemas/common';
import { useEditorForm } from '../editor/editor-form';
import { catalogueOf, useCatalogueEntry, withoutUndefined, type ItemValues } from './catalogue-entry';
import { ZonedDateTimeField, WholeNumberField } from './entry-fields';
import { MoneyPricesField } from './money-prices-field';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './catalogue.css';

const Group = styled('fieldset', styles.group);
const Pair = styled('div', styles.pair);
const LineRow = styled('div', styles.lineRow);
const RemoveButton = styled('button', styles.removeButton);
const Note = styled('p', styles.note);
const Preview = styled('img', styles.preview);

export type Item = ItemValues;

export const kindLabels: Record<ItemKind, string> = {
  resource: 'Resource',
  currency_pack: 'Currency pack',
  bundle: 'Bundle',
  pass: 'Pass',
  external: 'External (game item)',
};

type Pricing = 'money' | 'virtual' | 'free';
const pricingOf = (item: Item): Pricing => (item.virtualPrice ? 'virtual' : item.prices ? 'money' : 'free');

/** One item's every field, bound to `catalogue.items.{index}` of the editor's form. */
export function ItemForm({ index }: { index: number }) {
  const { form } = useEditorForm();
  const entry = useCatalogueEntry(`catalogue.items.${index}`);
  const item = entry.value as Item;
  const [pricing, setPricing] = useState<Pricing>(() => pricingOf(item));
  const catalogue = catalogueOf(form.getValues());
  const defaultCurrency = catalogue.defaultCurrency ?? 'USD';
  const currencies = catalogue.virtualCurrencies ?? [];
  const { readOnly, errorAt, touch } = entry;
  const set = (patch: Partial<Item>) => entry.change(withoutUndefined({ ...item, ...patch }));
  const pick = (patch: Partial<Item>) => entry.choose(withoutUndefined({ ...item, ...patch }));
  const shownPricing = item.virtualPrice ? 'virtual' : item.prices ? 'money' : pricing;

  const choosePricing = (next: Pricing) => {
    setPricing(next);
    if (next === 'money') pick({ virtualPrice: undefined });
    if (next === 'free') pick({ prices: undefined, originalPrices: undefined, virtualPrice: undefined });
    if (next === 'virtual') {
      const first = currencies[0];
      pick({
        prices: undefined,
        originalPrices: undefined,
        virtualPrice: first ? (item.virtualPrice ?? { currencyId: first.id, amount: 100 }) : undefined,
      });
    }
  };

  const image = item.image;
  const contents = item.contents ?? [];
  return (
    <>
      <Group>
        <legend>Item</legend>
        <TextField
          label="Name"
          required
          value={item.name ?? ''}
          disabled={readOnly}
          error={errorAt('name')}
          onChange={(event) => set({ name: event.target.value })}
          onBlur={() => touch('name')}
        />
        <Pair>
          <TextField
            label="Item id"
            required
            value={item.id ?? ''}
            disabled={readOnly}
            error={errorAt('id')}
            helperText="Cards, coupons and orders name the item by this id."
            onChange={(event) => set({ id: event.target.value })}
            onBlur={() => touch('id')}
          />
          <Select
            label="Kind"
            value={item.kind}
            disabled={readOnly}
            error={errorAt('kind')}
            options={itemKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
            onValueChange={(kind) => pick({ kind: kind as ItemKind })}
          />
        </Pair>
        <TextField
          label="Description"
          value={item.description ?? ''}
          disabled={readOnly}
          error={errorAt('description')}
          onChange={(event) => set({ description: event.target.value === '' ? undefined : event.target.value })}
          onBlur={() => touch('description')}
        />
        {item.kind === 'external' ? (
          <TextField
            label="Game item id"
            required
            value={item.externalId ?? ''}
            disabled={readOnly}
            error={errorAt('externalId')}
            helperText="The id your game backend delivers."
            onChange={(event) => set({ externalId: event.target.value === '' ? undefined : event.target.value })}
            onBlur={() => touch('externalId')}
          />
        ) : null}
      </Group>

      <Group>
        <legend>Image</legend>
        <TextField
          label="Image URL"
          placeholder="https://… or /images/…"
          value={image?.src ?? ''}
          disabled={readOnly}
          error={errorAt('image.src')}
          onChange={(event) =>
            set({ image: event.target.value === '' ? undefined : { alt: image?.alt ?? '', src: event.target.value } })
          }
          onBlur={() => touch('image.src')}
        />
        {image ? (
          <TextField
            label="Image description"
            helperText="Read to players who cannot see the image."
            value={image.alt}
            disabled={readOnly}
            error={errorAt('image.alt')}
            onChange={(event) => set({ image: { ...image, alt: event.target.value } })}
            onBlur={() => touch('image.alt')}
          />
        ) : null}
        {image && isImageSrc(image.src) ? <Preview src={image.src} alt={image.alt} loading="lazy" /> : null}
      </Group>

      <Group>
        <legend>Pricing</legend>
        <RadioGroup
          label="Sold for"
          value={shownPricing}
          disabled={readOnly}
          onValueChange={(next) => choosePricing(next as Pricing)}
        >
          <RadioGroupItem value="money" label="Real money" />
          <RadioGroupItem value="virtual" label="Virtual currency" />
          <RadioGroupItem value="free" label="Free" />
        </RadioGroup>
        {shownPricing === 'money' ? (
          <>
            <MoneyPricesField
              legend="Price"
              value={item.prices}
              defaultCurrency={defaultCurrency}
              readOnly={readOnly}
              hint={`Cards show the ${defaultCurrency} price (the catalogue's default currency).`}
              errorAt={(currency) => errorAt(`prices.${currency}`)}
              onChange={(prices) => set({ prices })}
              onBlur={() => touch('prices')}
            />
            <MoneyPricesField
              legend="Was price"
              value={item.originalPrices}
              defaultCurrency={defaultCurrency}
              readOnly={readOnly}
              hint="Optional: shown struck through; each must be above the price."
              errorAt={(currency) => errorAt(`originalPrices.${currency}`)}
              onChange={(originalPrices) => set({ originalPrices })}
              onBlur={() => touch('originalPrices')}
            />
          </>
        ) : null}
        {shownPricing === 'virtual' ? (
          currencies.length === 0 ? (
            <Note role="note">Add a virtual currency in the Currencies tab first.</Note>
          ) : (
            <Pair>
              <Select
                label="Virtual currency"
                value={item.virtualPrice?.currencyId ?? currencies[0]!.id}
                disabled={readOnly}
                error={errorAt('virtualPrice.currencyId')}
                options={currencies.map((currency) => ({ value: currency.id, label: currency.name }))}
                onValueChange={(currencyId) =>
                  pick({ virtualPrice: { amount: item.virtualPrice?.amount ?? 100, currencyId } })
                }
              />
              <WholeNumberField
                label="Amount"
                value={item.virtualPrice?.amount}
                readOnly={readOnly}
                error={errorAt('virtualPrice.amount') ?? errorAt('virtualPrice')}
                onChange={(amount) =>
                  set({
                    virtualPrice:
                      amount === undefined
                        ? undefined
                        : { currencyId: item.virtualPrice?.currencyId ?? currencies[0]!.id, amount },
                  })
                }
                onBlur={() => touch('virtualPrice.amount')}
              />
            </Pair>
          )
        ) : null}
        {shownPricing === 'free' ? <Note>Players claim it for free.</Note> : null}
      </Group>

      {item.kind === 'currency_pack' ? (
        <Group>
          <legend>Credits</legend>
          {currencies.length === 0 ? (
            <Note role="note">A currency pack credits a virtual currency: add one in the Currencies tab.</Note>
          ) : (
            <Pair>
              <Select
                label="Credits currency"
                value={item.credits?.currencyId ?? ''}
                placeholder="Choose a currency"
                disabled={readOnly}
                error={errorAt('credits') ?? errorAt('credits.currencyId')}
                options={currencies.map((currency) => ({ value: currency.id, label: currency.name }))}
                onValueChange={(currencyId) => pick({ credits: { amount: item.credits?.amount ?? 100, currencyId } })}
              />
              <WholeNumberField
                label="Credits per pack"
                value={item.credits?.amount}
                readOnly={readOnly}
                error={errorAt('credits.amount')}
                onChange={(amount) =>
                  set({
                    credits:
                      amount === undefined
                        ? undefined
                        : { currencyId: item.credits?.currencyId ?? currencies[0]!.id, amount },
                  })
                }
                onBlur={() => touch('credits.amount')}
              />
            </Pair>
          )}
        </Group>
      ) : null}

      <Group>
        <legend>{item.kind === 'bundle' ? 'Bundle contents' : 'What one unit delivers'}</legend>
        {contents.map((reward, at) => (
          <LineRow key={at}>
            <Pair>
              <TextField
                label={`Thing ${at + 1}`}
                required
                value={reward.name}
                disabled={readOnly}
                error={errorAt(`contents.${at}.name`)}
                onChange={(event) =>
                  set({
                    contents: contents.map((other, i) => (i === at ? { ...other, name: event.target.value } : other)),
                  })
                }
                onBlur={() => touch(`contents.${at}.name`)}
              />
              <WholeNumberField
                label={`Amount of thing ${at + 1}`}
                value={reward.amount}
                readOnly={readOnly}
                error={errorAt(`contents.${at}.amount`)}
                onChange={(amount) =>
                  amount !== undefined &&
                  set({ contents: contents.map((other, i) => (i === at ? { ...other, amount } : other)) })
                }
                onBlur={() => touch(`contents.${at}.amount`)}
              />
            </Pair>
            <RemoveButton
              type="button"
              aria-label={`Remove ${reward.name || `thing ${at + 1}`}`}
              disabled={readOnly || contents.length <= 1}
              onClick={() => pick({ contents: contents.filter((_, i) => i !== at) })}
            >
              <Icon name="close" size={16} />
            </RemoveButton>
          </LineRow>
        ))}
        {errorAt('contents') ? <Note role="alert">{errorAt('contents')}</Note> : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={readOnly || contents.length >= 20}
            leading={<Icon name="plus" size={16} />}
            onClick={() => pick({ contents: [...contents, { name: '', amount: 1 }] })}
          >
            Add a thing
          </Button>
        </div>
      </Group>

      <Group>
        <legend>Limits and availability</legend>
        <Pair>
          <WholeNumberField
            label="Per player, ever"
            optional
            value={item.limitPerPlayer}
            readOnly={readOnly}
            error={errorAt('limitPerPlayer')}
            helperText="Empty: no limit."
            onChange={(limitPerPlayer) => set({ limitPerPlayer })}
            onBlur={() => touch('limitPerPlayer')}
          />
          <WholeNumberField
            label="Most in one cart"
            optional
            value={item.maxPerCart}
            readOnly={readOnly}
            error={errorAt('maxPerCart')}
            helperText="Empty: 10."
            onChange={(maxPerCart) => set({ maxPerCart })}
            onBlur={() => touch('maxPerCart')}
          />
        </Pair>
        <Pair>
          <ZonedDateTimeField
            label="On sale from"
            value={item.availableFrom}
            readOnly={readOnly}
            error={errorAt('availableFrom')}
            onChange={(availableFrom) => pick({ availableFrom })}
            onBlur={() => touch('availableFrom')}
          />
          <ZonedDateTimeField
            label="On sale until"
            value={item.availableUntil}
            readOnly={readOnly}
            error={errorAt('availableUntil')}
            onChange={(availableUntil) => pick({ availableUntil })}
            onBlur={() => touch('availableUntil')}
          />
        </Pair>
      </Group>
    </>
  );
}
