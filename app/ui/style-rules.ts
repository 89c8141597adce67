/**
 * Build-time styles in the kit's own way of writing them (docs/decisions/028): style objects with tokens (`$primary`,
 * `$colors$primary`, `$3`), breakpoints (`@md`), nested selectors (`&:hover`, `& > svg`, `.parent &`), variants,
 * default and compound variants, turned into vanilla-extract classes. Only `*.css.ts` files call these: they run
 * when the app is built, and the browser receives a static, cached style sheet and class names.
 */
import { globalStyle, keyframes as vanillaKeyframes, style } from '@vanilla-extract/css';
import type { GlobalStyleRule } from '@vanilla-extract/css';
import { media, tokens, type TokenScale } from './tokens';

/** A style object: CSS properties (camelCase or `--custom`), nested selectors and `@breakpoint` blocks. */
export interface StyleObject {
  [property: string]: string | number | StyleObject | undefined;
}

type VariantGroups = Record<string, Record<string, StyleObject>>;
type VariantSelection<V extends VariantGroups> = {
  [Group in keyof V]?: BooleanKeys<keyof V[Group]>;
};
type BooleanKeys<Key> = Key extends 'true' | 'false' ? boolean | Key : Key;

/** What `styledRecipe()` accepts: base styles plus variants, default variants and compound variants. */
export type StyledDefinition<V extends VariantGroups> = {
  variants?: V;
  defaultVariants?: VariantSelection<V>;
  compoundVariants?: Array<VariantSelection<V> & { css: StyleObject }>;
} & { [property: string]: unknown };

/**
 * The run-time half of a styled definition, plain data a `*.css.ts` file exports: the base class, a class per
 * variant option, the defaults and the compound variants' classes. `styled()` picks from it for the props.
 */
export interface StyleRecipe<Options extends Record<string, PropertyKey> = Record<string, PropertyKey>> {
  base: string;
  variants: Record<string, Record<string, string>>;
  defaultVariants: Record<string, string | boolean>;
  compoundVariants: Array<{ when: Record<string, string | boolean>; className: string }>;
  /** Types only: the variant options, so `styled()` can type its props. */
  options?: Options;
}

/** The props a recipe's variants add to a component: `tone?: 'gold' | 'silver'`, `selected?: boolean`. */
export type VariantProps<R> =
  R extends StyleRecipe<infer Options> ? { [Group in keyof Options]?: BooleanKeys<Options[Group]> } : unknown;

/** Which token scale a property's `$name` values come from (the same property-to-scale map Stitches used, so styles written for it read the same). */
const scaleOfProperty: Record<string, TokenScale> = {};
const assign = (scale: TokenScale, properties: string[]) => {
  for (const property of properties) scaleOfProperty[property] = scale;
};
assign('colors', [
  'color',
  'background',
  'backgroundColor',
  'backgroundImage',
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
  'borderBlock',
  'borderBlockStart',
  'borderBlockEnd',
  'borderInline',
  'borderInlineStart',
  'borderInlineEnd',
  'borderColor',
  'borderTopColor',
  'borderRightColor',
  'borderBottomColor',
  'borderLeftColor',
  'caretColor',
  'columnRuleColor',
  'fill',
  'outline',
  'outlineColor',
  'stroke',
  'textDecorationColor',
  'accentColor',
]);
assign('space', [
  'gap',
  'rowGap',
  'columnGap',
  'gridGap',
  'inset',
  'insetBlock',
  'insetBlockStart',
  'insetBlockEnd',
  'insetInline',
  'insetInlineStart',
  'insetInlineEnd',
  'top',
  'right',
  'bottom',
  'left',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'marginBlock',
  'marginBlockStart',
  'marginBlockEnd',
  'marginInline',
  'marginInlineStart',
  'marginInlineEnd',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'paddingBlock',
  'paddingBlockStart',
  'paddingBlockEnd',
  'paddingInline',
  'paddingInlineStart',
  'paddingInlineEnd',
  'scrollMargin',
  'scrollPadding',
]);
assign('radii', [
  'borderRadius',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomLeftRadius',
  'borderBottomRightRadius',
  'borderStartStartRadius',
  'borderStartEndRadius',
  'borderEndStartRadius',
  'borderEndEndRadius',
]);
assign('fonts', ['fontFamily']);
assign('transitions', ['transition']);
assign('zIndices', ['zIndex']);

const TOKEN = /(^|[^\w$-])(-?)\$(\w+)(?:\$(\w+))?/g;

function tokenValue(scale: TokenScale, name: string): string | undefined {
  const values = tokens[scale] as Record<string, string>;
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

/** `$name` in the property's scale, `$scale$name` anywhere; an unknown token fails the build, never the page. */
export function resolveTokens(property: string, value: string): string {
  return value.replace(TOKEN, (match, before: string, minus: string, first: string, second: string | undefined) => {
    let resolved: string | undefined;
    if (second !== undefined) {
      if (Object.hasOwn(tokens, first)) resolved = tokenValue(first as TokenScale, second);
    } else {
      const scale = scaleOfProperty[property];
      resolved = scale ? tokenValue(scale, first) : undefined;
      // Custom properties and shorthands outside the map: a name only one scale has is unambiguous.
      if (resolved === undefined && !scale) {
        const found = (Object.keys(tokens) as TokenScale[])
          .map((s) => tokenValue(s, first))
          .filter((v) => v !== undefined);
        if (found.length === 1) resolved = found[0];
      }
    }
    if (resolved === undefined) throw new Error(`Unknown token ${match.trim()} in ${property}: ${value}`);
    return `${before}${minus ? `calc(${resolved} * -1)` : resolved}`;
  });
}

type Declarations = Record<string, string | number>;

/** One flat rule to emit: a selector (with `&` for the class) under zero or more media queries. */
interface FlatRule {
  selector: string;
  media: string[];
  declarations: Declarations;
}

/** `a, b` split at top-level commas (not inside `:is(a, b)`). */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

function nestSelector(parent: string, key: string): string {
  const parents = splitSelectorList(parent);
  return splitSelectorList(key)
    .flatMap((child) => parents.map((p) => (child.includes('&') ? child.replace(/&/g, p) : `${p} ${child}`)))
    .join(', ');
}

function mediaQueryOf(key: string): string | undefined {
  if (key.startsWith('@media ')) return key.slice('@media '.length).trim();
  const name = key.slice(1);
  if (Object.hasOwn(media, name)) return media[name as keyof typeof media];
  return undefined;
}

function flatten(object: StyleObject, selector: string, queries: string[], out: FlatRule[]): void {
  const own: FlatRule = { selector, media: queries, declarations: {} };
  out.push(own);
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      if (key.startsWith('@')) {
        const query = mediaQueryOf(key);
        if (!query) throw new Error(`Unknown at-rule ${key} (breakpoints: ${Object.keys(media).join(', ')})`);
        flatten(value, selector, [...queries, query], out);
      } else flatten(value, nestSelector(selector, key), queries, out);
    } else {
      own.declarations[key] = typeof value === 'string' ? resolveTokens(key, value) : value;
    }
  }
}

/** Declarations in vanilla-extract's shape: custom properties go under `vars`. */
function toRule(declarations: Declarations): GlobalStyleRule {
  const rule: Record<string, unknown> = {};
  const vars: Record<string, string> = {};
  for (const [property, value] of Object.entries(declarations)) {
    if (property.startsWith('--')) vars[property] = String(value);
    else rule[property] = value;
  }
  if (Object.keys(vars).length > 0) rule.vars = vars;
  return rule as GlobalStyleRule;
}

/** Emits every rule of a style object for the class `className` (`&`). */
function emitRules(className: string, rules: FlatRule[]): void {
  for (const { selector, media: queries, declarations } of rules) {
    if (Object.keys(declarations).length === 0) continue;
    if (selector === '&' && queries.length === 0) continue; // the class's own rule, made by style()
    const concrete = selector.replace(/&/g, `.${className}`);
    const rule = toRule(declarations);
    globalStyle(concrete, queries.length === 0 ? rule : { '@media': { [queries.join(' and ')]: rule } });
  }
}

/** One class for a style object: its own declarations, then its nested selectors and breakpoints. */
export function styleClass(object: StyleObject, debugId?: string): string {
  const rules: FlatRule[] = [];
  flatten(object, '&', [], rules);
  const className = style(toRule(rules[0]!.declarations) as Parameters<typeof style>[0], debugId);
  emitRules(className, rules);
  return className;
}

/** Global rules (`html`, `body`, `.visually-hidden`...) in the same notation. */
export function globalStyles(objects: Record<string, StyleObject>): void {
  for (const [selector, object] of Object.entries(objects)) {
    const rules: FlatRule[] = [];
    if (selector.startsWith('@')) {
      const query = mediaQueryOf(selector);
      if (!query) throw new Error(`Unknown at-rule ${selector}`);
      for (const [inner, innerObject] of Object.entries(object)) {
        if (typeof innerObject === 'object') flatten(innerObject, inner, [query], rules);
      }
    } else flatten(object, selector, [], rules);
    for (const { selector: concrete, media: queries, declarations } of rules) {
      if (Object.keys(declarations).length === 0) continue;
      const rule = toRule(declarations);
      globalStyle(concrete, queries.length === 0 ? rule : { '@media': { [queries.join(' and ')]: rule } });
    }
  }
}

/** An animation's name, for `animation: \`${fadeIn} 200ms\``. */
export function keyframes(frames: Record<string, StyleObject>): string {
  const steps: Record<string, GlobalStyleRule> = {};
  for (const [step, declarations] of Object.entries(frames)) {
    const resolved: Declarations = {};
    for (const [property, value] of Object.entries(declarations)) {
      if (typeof value === 'string' || typeof value === 'number') {
        resolved[property] = typeof value === 'string' ? resolveTokens(property, value) : value;
      }
    }
    steps[step] = toRule(resolved);
  }
  return vanillaKeyframes(steps as Parameters<typeof vanillaKeyframes>[0]);
}

/**
 * A styled component's classes: base styles, each variant option and each compound variant become one class
 * each; `styled()` (app/ui/styled.tsx) picks them for the props at run time.
 */
export function styledRecipe<V extends VariantGroups = Record<never, never>>(
  definition: StyledDefinition<V>,
  debugId?: string,
): StyleRecipe<{ [Group in keyof V]: keyof V[Group] }> {
  const { variants, defaultVariants, compoundVariants, ...base } = definition;
  const classes: Record<string, Record<string, string>> = {};
  const baseClass = styleClass(base as StyleObject, debugId);
  for (const [group, options] of Object.entries(variants ?? {})) {
    const groupClasses: Record<string, string> = {};
    for (const [option, object] of Object.entries(options)) {
      groupClasses[option] = styleClass(object, debugId && `${debugId}-${group}-${option}`);
    }
    classes[group] = groupClasses;
  }
  return {
    base: baseClass,
    variants: classes,
    defaultVariants: (defaultVariants ?? {}) as Record<string, string | boolean>,
    compoundVariants: (compoundVariants ?? []).map(({ css, ...when }) => ({
      when: when as Record<string, string | boolean>,
      className: styleClass(css, debugId && `${debugId}-compound`),
    })),
  };
}

/** The selector of a styled recipe's base class, for rules about it: `[\`${selectorOf(card)}:hover &\`]`. */
export function selectorOf(styles: StyleRecipe): string {
  return `.${styles.base}`;
}
