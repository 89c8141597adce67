import { createElement, forwardRef } from 'react';
import type { ComponentPropsWithRef, ElementType, ForwardRefExoticComponent } from 'react';
import type { StyleRecipe, VariantProps } from '~/ui/style-rules';

type AnyRecipe = StyleRecipe<Record<string, PropertyKey>>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type RecipesProps<R extends readonly AnyRecipe[]> = UnionToIntersection<VariantProps<R[number]>>;

/** Omit over each member of a union (Radix's single/multiple accordion props stay distinct). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type StyledComponent<Tag extends ElementType, Variants> = ForwardRefExoticComponent<
  DistributiveOmit<ComponentPropsWithRef<Tag>, keyof Variants | 'as'> & Variants & { as?: ElementType }
> & { readonly selector: string };

const STYLED = Symbol.for('gf.styled');

function isStyled(tag: ElementType): boolean {
  return typeof tag === 'object' && tag !== null && STYLED in tag;
}

function classesFor(recipe: AnyRecipe, chosen: (group: string) => unknown): string {
  let className = recipe.base;
  for (const group in recipe.variants) {
    const option = chosen(group);
    if (option === undefined || option === null) continue;
    const optionClass = recipe.variants[group]![String(option)];
    if (optionClass) className += ` ${optionClass}`;
  }
  for (const { when, className: compound } of recipe.compoundVariants) {
    let matches = true;
    for (const group in when) {
      if (String(chosen(group)) !== String(when[group])) {
        matches = false;
        break;
      }
    }
    if (matches) className += ` ${compound}`;
  }
  return className;
}

// Each recipe's answers, by choice of variants: a page renders the same few looks hundreds of times. The choices
// are a recipe's own options, so a recipe has few; past this many (a caller passing free text) nothing more is kept.
const remembered = new WeakMap<AnyRecipe, Map<string, string>>();
const choicesKeptPerRecipe = 256;

/** The class names a recipe gives for the variant props among `props` (its defaults where a prop is absent). */
function pick(recipe: AnyRecipe, props: Record<string, unknown>): string {
  const chosen = (group: string): unknown => props[group] ?? recipe.defaultVariants[group];
  let key = '';
  for (const group in recipe.variants) key += `${String(chosen(group))}\u0000`;
  let answers = remembered.get(recipe);
  if (answers === undefined) remembered.set(recipe, (answers = new Map()));
  let className = answers.get(key);
  if (className === undefined) {
    className = classesFor(recipe, chosen);
    if (answers.size < choicesKeptPerRecipe) answers.set(key, className);
  }
  return className;
}

const noVariants: Record<string, unknown> = {};

/**
 * A component with the kit's styles: `styled('div', cardStyles.frame)` renders a div with the class names the
 * recipe (from a `*.css.ts` file, app/ui/style-rules.ts) gives for its variant props, which are not passed to the
 * DOM. `as` swaps the element; `className` adds to the classes. Styling another styled component passes the
 * variant props on, so both recipes see them.
 */
export function styled<Tag extends ElementType, const Recipes extends readonly AnyRecipe[]>(
  tag: Tag,
  ...recipes: Recipes
): StyledComponent<Tag, RecipesProps<Recipes>> {
  const variantNames = new Set(recipes.flatMap((recipe) => Object.keys(recipe.variants)));
  const passVariants = isStyled(tag);
  const joined = (chosen: Record<string, unknown>) => recipes.map((recipe) => pick(recipe, chosen)).join(' ');
  // Most elements take the default variants: their classes are worked out once, not on every render.
  const defaultClasses = joined(noVariants);
  // One pass over the props (no spread, no delete): this runs for every styled element of every page rendered.
  const component = forwardRef<unknown, Record<string, unknown>>(function Styled(props, ref) {
    const domProps: Record<string, unknown> = { ref };
    let own: Record<string, unknown> | undefined;
    for (const key in props) {
      const value = props[key];
      if (key === 'as' || key === 'className') continue;
      if (variantNames.has(key)) {
        (own ??= {})[key] = value;
        if (!passVariants) continue;
      }
      domProps[key] = value;
    }
    const { as, className } = props;
    const classes = own ? joined(own) : defaultClasses;
    domProps.className = typeof className === 'string' && className ? `${classes} ${className}` : classes;
    return createElement((as as ElementType | undefined) ?? tag, domProps);
  });
  const selector = recipes[0] ? `.${recipes[0].base}` : '';
  component.displayName = `Styled(${typeof tag === 'string' ? tag : ((tag as { displayName?: string }).displayName ?? 'Component')})`;
  return Object.assign(component, {
    [STYLED]: true,
    selector,
    // A component stands for its selector in a template string: `${Control}` is `.<its base class>`.
    toString: () => selector,
  }) as unknown as StyledComponent<Tag, RecipesProps<Recipes>>;
}

/** The class names a recipe gives for a choice of variants, for elements that are not styled components. */
export function classNames<R extends AnyRecipe>(recipe: R, props: VariantProps<R> = {} as VariantProps<R>): string {
  return pick(recipe, props as Record<string, unknown>);
}
