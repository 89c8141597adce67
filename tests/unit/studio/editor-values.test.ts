import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../../../schemas/theme';
import type { FieldPath } from 'react-hook-form';
import {
  configWithValues,
  createEditorResolver,
  editorValuesOf,
  editorValuesSchema,
  type EditorValues,
} from '~/studio/editor/editor-values';
import { formIssues } from '~/studio/editor/theme-editor';
import { demoShops } from '../../e2e/demo-fixtures';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config as unknown as Record<string, unknown>;

describe('the editor values of a working copy', () => {
  it('are the config’s own fields for a valid config, which the editor schema accepts', () => {
    const values = editorValuesOf(emberfall);
    expect(values.theme).toEqual(emberfall.theme);
    expect(values.name).toBe(emberfall.name);
    expect(editorValuesSchema.safeParse(values).success).toBe(true);
  });

  it('fill what an unfinished draft lacks with something a control can show', () => {
    const values = editorValuesOf({ name: 'Half done', theme: { primaryColor: '#123456' } });
    expect(values.theme).toEqual({ ...defaultTheme, primaryColor: '#123456' });
    expect(values.cookieConsent.enabled).toBe(false);
    expect(values.footer.style).toBe('DEFAULT');
  });

  it('save back into the whole config: menu, layout and catalogue as edited, login settings as they were', () => {
    const values = { ...editorValuesOf(emberfall), name: 'Emberfall Remastered' };
    const saved = configWithValues(emberfall, values);
    expect(saved.name).toBe('Emberfall Remastered');
    expect(saved.menu).toEqual(emberfall.menu);
    expect(saved.layout).toEqual(emberfall.layout);
    expect(saved.catalogue).toEqual(emberfall.catalogue);
    expect(saved.login).toBe(emberfall.login);
  });

  it('give a draft without a layout, menu or catalogue empty ones the outline and forms can start from', () => {
    const values = editorValuesOf({ name: 'Empty' });
    expect(values.layout).toEqual({ pages: [] });
    expect(values.menu).toEqual([]);
    expect(values.catalogue).toMatchObject({ defaultCurrency: 'USD', items: [], coupons: [] });
  });

  it('give a hostile colour the shared schema’s field error at its path', () => {
    const values = editorValuesOf(emberfall);
    const result = editorValuesSchema.safeParse({
      ...values,
      theme: { ...values.theme, primaryColor: 'red;}body{background:url(https://x)}' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['theme.primaryColor', 'Expected a colour like #a3e635'],
    ]);
  });
});

describe('the editor form’s resolver', () => {
  const check = (values: EditorValues) => resolverOf()(values);
  const resolverOf = () => {
    const resolver = createEditorResolver();
    return (values: EditorValues, names?: string[]) =>
      resolver(values, undefined, {
        names: names as FieldPath<EditorValues>[] | undefined,
        fields: {},
        shouldUseNativeValidation: false,
      });
  };
  const firstItem = (values: EditorValues) => {
    const item = values.catalogue?.items?.[0];
    if (!item) throw new Error('emberfall sells items');
    return item;
  };
  const broken = (): EditorValues => {
    const values = editorValuesOf(emberfall);
    values.theme.primaryColor = 'red;}body{';
    firstItem(values).id = '';
    return values;
  };

  it('finds every section’s errors when asked about the whole form, as the full schema would', async () => {
    const values = broken();
    const { errors } = await check(values);
    const expected = editorValuesSchema.safeParse(values).error!.issues.map((issue) => issue.path.join('.'));
    expect(formIssues(errors).map((issue) => issue.path)).toEqual(expect.arrayContaining(expected));
    expect(expected).toEqual(expect.arrayContaining(['theme.primaryColor', 'catalogue.items.0.id']));
  });

  it('after a change to one field, keeps the other sections’ errors and re-checks only that field’s section', async () => {
    const resolve = resolverOf();
    const values = broken();
    await resolve(values);
    values.theme.primaryColor = '#ff8800';
    const afterFix = await resolve(values, ['theme.primaryColor']);
    expect(formIssues(afterFix.errors).map((issue) => issue.path)).toEqual(['catalogue.items.0.id']);
    firstItem(values).id = 'ember-pack';
    const clean = await resolve(values, ['catalogue.items.0.id']);
    expect(clean.errors).toEqual({});
    expect(clean.values).toBe(values);
  });
});
