// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { cardSchema, offerChainCardSchema } from '../../../schemas/cards';
import { cookieConsentSchema } from '../../../schemas/shop-config';
import { fieldLabel, humanise, optionLabel } from '~/studio/forms/field-labels';
import { isoOfLocalInput, localInputOf } from '~/lib/zoned-time';
import { SchemaField } from '~/studio/forms/schema-field';
import { type AnySchema, fieldKindOf, starterValue, unwrap } from '~/studio/forms/schema-walk';
import { renderInEditorForm } from './editor-form-harness';

/** Every value of a schema with the control kind the form gives it, walking into groups, lists and unions. */
function kindsOf(schema: AnySchema, key: string, at: string, out: Array<[string, string]>) {
  const kind = fieldKindOf(unwrap(schema).schema, key);
  out.push([at, kind.kind]);
  if (kind.kind === 'object') for (const [k, s] of Object.entries(kind.shape)) kindsOf(s, k, `${at}.${k}`, out);
  if (kind.kind === 'list') kindsOf(kind.element, key, `${at}[]`, out);
  if (kind.kind === 'union')
    for (const option of kind.options) kindsOf(option.schema, key, `${at}<${option.value}>`, out);
  return out;
}

describe('reading the shared schemas', () => {
  it('gives every field of every card type a control (none unknown) and recognises the special kinds', () => {
    const kinds = cardSchema.options.flatMap((option) => kindsOf(option, '', option.shape.type.value, []));
    expect(kinds.filter(([, kind]) => kind === 'unknown')).toEqual([]);
    const of = (path: string) => kinds.find(([at]) => at === path)?.[1];
    expect(of('banner.image.src')).toBe('image');
    expect(of('banner.link<EXTERNAL_URL>.url')).toBe('url');
    expect(of('currency.endsAt')).toBe('dateTime');
    expect(of('currency.itemId')).toBe('itemId');
    expect(of('offer_chain.links[].itemId')).toBe('itemId');
    expect(of('calendar.days[].day')).toBe('number');
    expect(of('banner.textPosition')).toBe('choice');
    expect(of('battle_pass.tiers')).toBe('list');
    expect(of('currency.price')).toBe('union');
  });

  it('starts a new entry with what its schema requires and a fresh slug id', () => {
    const link = starterValue(unwrap(offerChainCardSchema.shape.links).schema) as unknown[];
    expect(link).toHaveLength(1);
    expect(link[0]).toMatchObject({ status: 'UNLOCKED', price: { kind: 'real', amount: 1, currency: '' } });
    expect((link[0] as { id: string }).id).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
  });

  it('names fields and options in publisher words, never as raw names', () => {
    expect(fieldLabel('endsAt')).toBe('Offer ends');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(optionLabel('HORIZONTAL_BAR')).toBe('Bar');
    expect(humanise('premium_pass')).toBe('Premium pass');
  });

  it('keeps an offer end in the shop’s zone (UTC) between the form and the date-time input', () => {
    expect(localInputOf('2027-01-31T23:59:59Z', 'UTC')).toBe('2027-01-31T23:59');
    expect(localInputOf('2027-02-01T01:00:00+02:00', 'UTC')).toBe('2027-01-31T23:00');
    expect(localInputOf('not a date', 'UTC')).toBe('');
    expect(isoOfLocalInput('2027-01-31T23:59', 'UTC')).toBe('2027-01-31T23:59:00Z');
  });
});

describe('a generated boolean field', () => {
  it('is a switch whose flip lands in the form', () => {
    const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config;
    const { harness } = renderInEditorForm(
      emberfall,
      <SchemaField schema={cookieConsentSchema.shape.enabled} path="cookieConsent.enabled" name="enabled" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    const before = harness.form.getValues('cookieConsent.enabled');
    expect(toggle).toHaveAttribute('aria-checked', String(before));
    fireEvent.click(toggle);
    expect(harness.form.getValues('cookieConsent.enabled')).toBe(!before);
    expect(toggle).toHaveAttribute('aria-checked', String(!before));
  });
});
