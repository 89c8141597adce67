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

function pick(recipe: AnyRecipe, props: Record<string, unknown>): string {
  let className = recipe.base;
  const chosen = (group: string): unknown => props[group] ?? recipe.defaultVariants[group];
  for (const group in recipe.variants) {
    const option = chosen(group);
    if (option === undefined || option === null) continue;
    const optionClass = recipe.variants[group]![String(option)];
    if (optionClass) className += ` ${optionClass}`;
  }
  for (const { when, className: compound } of recipe.compoundVariants) {
    if (Object.entries(when).every(([group, option]) => String(chosen(group)) === String(option))) {
      className += ` ${compound}`;
    }
  }
  return className;
}

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
  const component = forwardRef<unknown, Record<string, unknown>>(function Styled(props, ref) {
    const { as, className, ...rest } = props;
    const own: Record<string, unknown> = {};
    for (const name of variantNames) {
      if (name in rest) {
        own[name] = rest[name];
        if (!passVariants) delete rest[name];
      }
    }
    let classes = recipes.map((recipe) => pick(recipe, own)).join(' ');
    if (typeof className === 'string' && className) classes += ` ${className}`;
    return createElement((as as ElementType | undefined) ?? tag, { ...rest, ref, className: classes });
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
