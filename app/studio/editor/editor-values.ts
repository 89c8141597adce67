import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { shopConfigSchema } from '../../../schemas/shop-config';
import { emptyEngagement } from '../../../schemas/engagement';
import { defaultTheme } from '../../../schemas/theme-values';

const shape = shopConfigSchema.shape;

/**
 * The part of a shop config the studio's editor edits, checked field by field with the shared schema's own pieces
 * (react-hook-form's zod resolver turns its issues into field errors; the config's cross-checks, such as a card
 * naming an item the catalogue lacks, come from the server with each save). Login settings travel through untouched.
 */
export const editorValuesSchema = z.strictObject({
  name: shape.name,
  description: shape.description,
  theme: shape.theme,
  footer: shape.footer,
  tracking: shape.tracking,
  cookieConsent: shape.cookieConsent,
  icons: shape.icons,
  customFontFiles: shape.customFontFiles,
  timeZone: shape.timeZone,
  menu: shape.menu,
  layout: shape.layout,
  catalogue: shape.catalogue,
  engagement: shape.engagement,
  payments: shape.payments,
});
export type EditorValues = z.input<typeof editorValuesSchema>;

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The form's starting values from a working copy's config (which may be an unfinished draft): what it has, and for
 * what it lacks, something a control can show (the kit's theme, empty texts) so the publisher can fix it.
 */
export function editorValuesOf(config: unknown): EditorValues {
  const source = recordOf(config);
  const theme = recordOf(source.theme);
  const footer = recordOf(source.footer);
  const consent = recordOf(source.cookieConsent);
  return {
    name: typeof source.name === 'string' ? source.name : '',
    description: typeof source.description === 'string' ? source.description : '',
    theme: {
      ...defaultTheme,
      ...theme,
      fonts: { ...defaultTheme.fonts, ...recordOf(theme.fonts) },
    } as EditorValues['theme'],
    footer: {
      style: 'DEFAULT',
      legalLinks: [],
      socials: [],
      copyright: '',
      ...footer,
    } as EditorValues['footer'],
    tracking: recordOf(source.tracking) as EditorValues['tracking'],
    cookieConsent: {
      enabled: false,
      title: '',
      message: '',
      acceptLabel: '',
      rejectLabel: '',
      ...consent,
    } as EditorValues['cookieConsent'],
    icons: { favicon: '', ...recordOf(source.icons) } as EditorValues['icons'],
    customFontFiles: recordOf(source.customFontFiles) as EditorValues['customFontFiles'],
    timeZone: typeof source.timeZone === 'string' ? source.timeZone : 'UTC',
    menu: (Array.isArray(source.menu) ? source.menu : []) as EditorValues['menu'],
    layout: { pages: [], ...recordOf(source.layout) } as EditorValues['layout'],
    catalogue: {
      defaultCurrency: 'USD',
      virtualCurrencies: [],
      items: [],
      coupons: [],
      ...recordOf(source.catalogue),
    } as EditorValues['catalogue'],
    engagement: engagementValuesOf(source.engagement),
    payments: { provider: 'sandbox', ...recordOf(source.payments) } as EditorValues['payments'],
  };
}

/** The engagement rules with every list present (a config may leave them out), so each section has a form. */
function engagementValuesOf(value: unknown): EditorValues['engagement'] {
  const engagement = recordOf(value);
  return {
    ...structuredClone(emptyEngagement),
    ...engagement,
    missions: { ...emptyEngagement.missions, list: [], ...recordOf(engagement.missions) },
  } as EditorValues['engagement'];
}

/**
 * The form holds `null` for a value the publisher left out (an emptied optional text, a removed link, "None" in a
 * picker): react-hook-form reads an `undefined` field as "use the starting value", so a removed value would show
 * again and come back when its control mounts. The schemas and the saved config never see the nulls.
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (entry !== null) kept[key] = withoutNulls(entry);
  return kept as T;
}

/** The whole config to save: the working copy's, with the editor's fields replaced. */
export function configWithValues(config: unknown, values: EditorValues): Record<string, unknown> {
  return { ...recordOf(config), ...withoutNulls(values) };
}

type Section = keyof typeof editorValuesSchema.shape;
const sections = Object.keys(editorValuesSchema.shape) as Section[];
const sectionResolvers = Object.fromEntries(
  sections.map((section) => [section, zodResolver(z.object({ [section]: editorValuesSchema.shape[section] }))]),
) as Record<Section, Resolver<FieldValues>>;

/**
 * The editor form's resolver: the same checks as `zodResolver(editorValuesSchema)`, but a change to one field
 * validates only its own section (the theme, the layout, the catalogue…) and keeps the others' last errors, so a
 * colour keystroke does not re-check a 48-card layout (docs/decisions/043). A check of several fields (`trigger()`,
 * a reset) validates every section.
 */
export function createEditorResolver(): Resolver<EditorValues> {
  const lastErrors = new Map<Section, FieldErrors>();
  return async (values, context, options) => {
    const names = options.names ?? [];
    const first = names.length === 1 ? (names[0]!.split('.')[0] as Section) : undefined;
    const touched = first !== undefined && first in sectionResolvers ? [first] : sections;
    await Promise.all(
      touched.map(async (section) => {
        const checked = { [section]: withoutNulls(values[section]) };
        const result = await sectionResolvers[section](checked, context, { ...options, names: options.names });
        lastErrors.set(section, result.errors);
      }),
    );
    const errors = Object.assign({}, ...lastErrors.values()) as FieldErrors<EditorValues>;
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
