import { couponKinds } from '../../../schemas/catalogue';
import { useEditorForm } from '../editor/editor-form';
import { catalogueOf, useCatalogueEntry, withoutUndefined, type CouponValues } from './catalogue-entry';
import { ZonedDateTimeField, WholeNumberField } from './entry-fields';
import { MoneyPricesField } from './money-prices-field';
import { Checkbox } from '~/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './catalogue.css';

const Group = styled('fieldset', styles.group);
const Pair = styled('div', styles.pair);
const Note = styled('p', styles.note);

export type Coupon = CouponValues;

const kindLabels: Record<(typeof couponKinds)[number], string> = {
  percentage: 'Percent off',
  fixed: 'Amount off per currency',
};

/** One coupon's every rule, bound to `catalogue.coupons.{index}` of the editor's form. */
export function CouponForm({ index }: { index: number }) {
  const { form } = useEditorForm();
  const entry = useCatalogueEntry(`catalogue.coupons.${index}`);
  const coupon = entry.value as Coupon;
  const { readOnly, errorAt, touch } = entry;
  const catalogue = catalogueOf(form.getValues());
  const defaultCurrency = catalogue.defaultCurrency ?? 'USD';
  const items = catalogue.items ?? [];
  const set = (patch: Partial<Coupon>) => entry.change(withoutUndefined({ ...coupon, ...patch }));
  const pick = (patch: Partial<Coupon>) => entry.choose(withoutUndefined({ ...coupon, ...patch }));
  const chosen = new Set(coupon.itemIds ?? []);
  const toggleItem = (id: string, on: boolean) => {
    const next = items.map((item) => item.id).filter((itemId) => (itemId === id ? on : chosen.has(itemId)));
    pick({ itemIds: next.length > 0 ? next : undefined });
  };

  return (
    <>
      <Group>
        <legend>Coupon</legend>
        <TextField
          label="Code players type"
          required
          autoCapitalize="characters"
          value={coupon.code ?? ''}
          disabled={readOnly}
          error={errorAt('code')}
          helperText="3-32 letters, digits, - or _; players may type it in any case."
          onChange={(event) => set({ code: event.target.value.toUpperCase() })}
          onBlur={() => touch('code')}
        />
        <RadioGroup
          label="Discount"
          value={coupon.kind}
          disabled={readOnly}
          onValueChange={(kind) =>
            pick(
              kind === 'percentage'
                ? { kind: 'percentage', amountOff: undefined, percent: coupon.percent ?? 10 }
                : { kind: 'fixed', percent: undefined },
            )
          }
        >
          {couponKinds.map((kind) => (
            <RadioGroupItem key={kind} value={kind} label={kindLabels[kind]} />
          ))}
        </RadioGroup>
        {coupon.kind === 'percentage' ? (
          <WholeNumberField
            label="Percent off"
            value={coupon.percent}
            readOnly={readOnly}
            error={errorAt('percent')}
            helperText="1-100, rounded down on each line."
            onChange={(percent) => set({ percent })}
            onBlur={() => touch('percent')}
          />
        ) : (
          <MoneyPricesField
            legend="Amount off"
            value={coupon.amountOff}
            defaultCurrency={defaultCurrency}
            readOnly={readOnly}
            errorAt={(currency) => errorAt(`amountOff.${currency}`) ?? errorAt('amountOff')}
            onChange={(amountOff) => set({ amountOff })}
            onBlur={() => touch('amountOff')}
          />
        )}
      </Group>

      <MoneyPricesField
        legend="Minimum spend"
        value={coupon.minimumSpend}
        defaultCurrency={defaultCurrency}
        readOnly={readOnly}
        hint="Optional: the cart's subtotal must reach it, in the cart's currency."
        errorAt={(currency) => errorAt(`minimumSpend.${currency}`)}
        onChange={(minimumSpend) => set({ minimumSpend })}
        onBlur={() => touch('minimumSpend')}
      />

      <Group>
        <legend>Items it discounts</legend>
        <Note>
          {chosen.size === 0 ? 'Every real-money item. Tick items to limit it to them.' : `${chosen.size} chosen.`}
        </Note>
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.name || item.id}
            checked={chosen.has(item.id)}
            disabled={readOnly}
            onCheckedChange={(checked) => toggleItem(item.id, checked === true)}
          />
        ))}
      </Group>

      <Group>
        <legend>Limits</legend>
        <Pair>
          <WholeNumberField
            label="Uses in all"
            optional
            value={coupon.maxUses}
            readOnly={readOnly}
            error={errorAt('maxUses')}
            helperText="Empty: no limit."
            onChange={(maxUses) => set({ maxUses })}
            onBlur={() => touch('maxUses')}
          />
          <WholeNumberField
            label="Uses per player"
            optional
            value={coupon.maxUsesPerPlayer}
            readOnly={readOnly}
            error={errorAt('maxUsesPerPlayer')}
            helperText="Empty: no limit."
            onChange={(maxUsesPerPlayer) => set({ maxUsesPerPlayer })}
            onBlur={() => touch('maxUsesPerPlayer')}
          />
        </Pair>
        <ZonedDateTimeField
          label="Expires at"
          value={coupon.expiresAt}
          readOnly={readOnly}
          error={errorAt('expiresAt')}
          onChange={(expiresAt) => pick({ expiresAt })}
          onBlur={() => touch('expiresAt')}
        />
      </Group>
    </>
  );
}
