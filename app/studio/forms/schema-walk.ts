import type { z } from 'zod';
import { cardSchema, dateTimeSchema } from '../../../schemas/cards';
import { httpsUrlSchema, imageSrcSchema } from '../../../schemas/common';

/**
 * Reads a shared zod 4 schema's definition to decide which control edits a value, so one generic form serves every
 * card type, the menu and the footer (docs/decisions/040). Only the kinds our schemas use are recognised.
 */
export type AnySchema = z.core.$ZodType;

export type FieldKind =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'url' }
  | { kind: 'image' }
  | { kind: 'dateTime' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'itemId' }
  | { kind: 'engagementRef'; list: EngagementList }
  | { kind: 'currencyId' }
  | { kind: 'missionRef' }
  | { kind: 'weekday' }
  | { kind: 'object'; shape: Record<string, AnySchema> }
  | { kind: 'record'; key: AnySchema; value: AnySchema }
  | { kind: 'list'; element: AnySchema; min: number; max: number }
  | { kind: 'union'; discriminator: string; options: ReadonlyArray<{ value: string; schema: AnySchema }> }
  | { kind: 'fixed' }
  | { kind: 'unknown' };

/** The engagement lists a card can name (schemas/cards.ts `chainId`, `giftId`, `passId`). */
export type EngagementList = 'offerChains' | 'dailyGifts' | 'passes';
const engagementRefKeys: Record<string, EngagementList> = {
  chainId: 'offerChains',
  giftId: 'dailyGifts',
  passId: 'passes',
};

interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  keyType?: AnySchema;
  valueType?: AnySchema;
  options?: AnySchema[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: Array<{
    _zod: {
      def: { check: string; value?: number; minimum?: number; maximum?: number; inclusive?: boolean; format?: string };
    };
  }>;
  defaultValue?: unknown;
}

export const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional/default/nullable wrappers, and whether a value may be left out. */
export function unwrap(schema: AnySchema): { schema: AnySchema; optional: boolean; defaultValue?: unknown } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') defaultValue = def.defaultValue;
    else if (def.type === 'pipe' && def.in) {
      current = def.in;
      continue;
    } else return { schema: current, optional, defaultValue };
    current = def.innerType!;
  }
}

function numberBounds(def: Def) {
  let integer = false;
  let min: number | undefined;
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'number_format' && c.format && /int/.test(c.format)) integer = true;
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than' && c.value !== undefined && c.value < Number.MAX_SAFE_INTEGER) max = c.value;
  }
  return { integer, min, max };
}

function lengthBounds(def: Def) {
  let min = 0;
  let max = Infinity;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && c.minimum !== undefined) min = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) max = c.maximum;
  }
  return { min, max };
}

function maxLength(def: Def): number | undefined {
  const { max } = lengthBounds(def);
  return Number.isFinite(max) ? max : undefined;
}

/** Which control edits a value of `schema` under the key `key` (wrappers already removed). */
export function fieldKindOf(schema: AnySchema, key: string): FieldKind {
  const def = defOf(schema);
  if (schema === imageSrcSchema) return { kind: 'image' };
  if (schema === httpsUrlSchema) return { kind: 'url' };
  if (schema === dateTimeSchema || (def.type === 'string' && def.format === 'datetime')) return { kind: 'dateTime' };
  if (def.type === 'string') {
    // Ids that name another entry of the config get a picker of those entries, never a raw id box.
    if (key === 'itemId' || key === 'premiumItemId') return { kind: 'itemId' };
    if (key in engagementRefKeys) return { kind: 'engagementRef', list: engagementRefKeys[key]! };
    if (key === 'currencyId') return { kind: 'currencyId' };
    if (key === 'unlocksAfter') return { kind: 'missionRef' };
  }
  if (key === 'weekStartsOn' && def.type === 'number') return { kind: 'weekday' };
  switch (def.type) {
    case 'string':
      return { kind: 'text', multiline: (maxLength(def) ?? 0) > 120 };
    case 'number':
      return { kind: 'number', ...numberBounds(def) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'fixed' };
    case 'object':
      return { kind: 'object', shape: def.shape ?? {} };
    case 'array':
      return { kind: 'list', element: def.element!, ...lengthBounds(def) };
    case 'record':
      return def.keyType && def.valueType
        ? { kind: 'record', key: def.keyType, value: def.valueType }
        : { kind: 'unknown' };
    case 'union': {
      if (!def.discriminator) return { kind: 'unknown' };
      const discriminator = def.discriminator;
      const options = (def.options ?? []).flatMap((option) => {
        const tag = defOf(option).shape?.[discriminator];
        if (!tag) return [];
        const tagDef = defOf(unwrap(tag).schema);
        const values = tagDef.type === 'literal' ? (tagDef.values ?? []) : Object.values(tagDef.entries ?? {});
        return values.map((value) => ({ value: String(value), schema: option }));
      });
      return { kind: 'union', discriminator, options };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** The longest text a string schema accepts, for the input's maxLength hint. */
export function textMaxLength(schema: AnySchema): number | undefined {
  return maxLength(defOf(schema));
}

let idCounter = 0;
/** A fresh slug for a new list entry's `id`, unique enough within one shop (the schema still checks duplicates). */
export function freshId(prefix = 'new'): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}${idCounter.toString(36)}`;
}

/** The first free `<noun>-<n>` id among a list's entries (`daily-gift-2`), counting from the list's length + 1. */
export function freshSiblingId(noun: string, siblings: readonly unknown[]): string {
  const prefix = noun
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const taken = new Set(
    siblings.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined)),
  );
  let n = siblings.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** A starting value a publisher can then fill in: required fields present, optional ones left out. */
export function starterValue(schema: AnySchema, key = ''): unknown {
  const { schema: inner, optional, defaultValue } = unwrap(schema);
  if (defaultValue !== undefined) return structuredClone(defaultValue);
  if (optional) return undefined;
  const def = defOf(inner);
  const kind = fieldKindOf(inner, key);
  switch (kind.kind) {
    case 'text':
      return key === 'id' ? freshId(idPrefix(key)) : '';
    case 'url':
      return 'https://';
    case 'image':
    case 'itemId':
    case 'engagementRef':
    case 'currencyId':
    case 'missionRef':
    case 'dateTime':
      return '';
    case 'weekday':
      return 1;
    case 'number':
      return kind.min ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return kind.options[0];
    case 'fixed':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(kind.shape)
          .map(([k, s]) => [k, starterValue(s, k)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'list':
      return Array.from({ length: kind.min }, () => starterValue(kind.element));
    case 'record':
      return {};
    case 'union':
      return kind.options[0] ? starterValue(kind.options[0].schema) : undefined;
    default:
      return undefined;
  }
}

function idPrefix(key: string) {
  return key === 'id' ? 'item' : key;
}

/** The schema of one card type, from the shared discriminated union. */
export function cardSchemaOf(type: unknown): AnySchema | undefined {
  return cardSchema.options.find((option) => option.shape.type.value === type);
}
