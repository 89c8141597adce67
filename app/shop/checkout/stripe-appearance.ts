import type { Appearance } from '@stripe/stripe-js';

// Stripe's fields live in Stripe's iframes, which cannot read our CSS variables: the shop's theme is read from the
// page (computed values of the theme's variables) and handed to Stripe as its Appearance API expects.

/** Reads one of the theme's variables where the payment form sits (custom properties inherit). */
export type ThemeReader = (variable: string) => string;

export function themeReaderOf(element: Element): ThemeReader {
  const style = getComputedStyle(element);
  return (variable) => style.getPropertyValue(variable).trim();
}

export function stripeAppearance(read: ThemeReader): Appearance {
  const variable = (name: string) => read(name) || undefined;
  const variables: NonNullable<Appearance['variables']> = {};
  const set = (key: keyof typeof variables, value: string | undefined) => {
    if (value) Object.assign(variables, { [key]: value });
  };
  set('colorPrimary', variable('--gf-primary'));
  set('colorBackground', variable('--gf-paper'));
  set('colorText', variable('--gf-primary-text'));
  set('colorTextSecondary', variable('--gf-secondary-text'));
  set('colorTextPlaceholder', variable('--gf-tertiary-text'));
  set('colorDanger', variable('--gf-danger'));
  set('borderRadius', variable('--gf-input-radius'));
  set('fontFamily', variable('--gf-font-body'));
  const border = variable('--gf-border');
  const primary = variable('--gf-primary');
  const rules: NonNullable<Appearance['rules']> = {};
  if (border) {
    rules['.Input'] = { borderColor: border, boxShadow: 'none' };
    rules['.Tab'] = { borderColor: border };
  }
  if (primary) {
    rules['.Input:focus'] = { borderColor: primary };
    rules['.Tab--selected'] = { borderColor: primary };
  }
  return { theme: 'night', variables, rules };
}
