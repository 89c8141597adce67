import { z } from 'zod';
import { httpsUrlSchema, slugSchema, text } from './common';
import { NotificationBadge, menuLinkTargets } from './enums';

/** Targets that lead to one of the shop's own pages. */
export const pageTargets = ['SHOP', 'LOYALTY', 'DOWNLOAD', 'MISSIONS', 'HUB', 'HOME'] as const;
export const PageTarget = z.enum(pageTargets, {
  error: `Expected one of the pages: ${pageTargets.join(', ')}`,
});
export type PageTarget = z.infer<typeof PageTarget>;

const menuItemBase = z.strictObject({
  id: slugSchema,
  label: text(40),
  badge: NotificationBadge.default('NONE'),
});

const pageLinkSchema = menuItemBase.extend({ target: PageTarget });
const externalLinkSchema = menuItemBase.extend({ target: z.literal('EXTERNAL_URL'), url: httpsUrlSchema });

const targetMessage = (allowed: readonly string[]) => (issue: { code: string }) =>
  issue.code === 'invalid_union' ? `Expected a menu target: ${allowed.join(', ')}` : undefined;

const childTargets = menuLinkTargets.filter((t) => t !== 'NESTED');

/** An entry inside a NESTED item: a link only, so menus nest at most one level. */
export const menuChildSchema = z.discriminatedUnion('target', [pageLinkSchema, externalLinkSchema], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `Expected a menu target (NESTED cannot be nested): ${childTargets.join(', ')}`
      : undefined,
});

const nestedMenuItemSchema = menuItemBase.extend({
  target: z.literal('NESTED'),
  children: z
    .array(menuChildSchema, { error: 'A NESTED menu item needs a list of children' })
    .min(1, { error: 'A NESTED menu item needs at least one child' })
    .max(12, { error: 'Expected at most 12 children' }),
});

export const menuItemSchema = z.discriminatedUnion(
  'target',
  [pageLinkSchema, externalLinkSchema, nestedMenuItemSchema],
  {
    error: targetMessage(menuLinkTargets),
  },
);

export const menuSchema = z
  .array(menuItemSchema, { error: 'Expected a list of menu items' })
  .min(1, { error: 'Expected at least one menu item' })
  .max(12, { error: 'Expected at most 12 menu items' })
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const check = (id: string, path: (string | number)[]) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `Duplicate menu item id "${id}"` });
        seen.add(id);
      };
      check(item.id, [i, 'id']);
      if (item.target === 'NESTED') item.children.forEach((child, j) => check(child.id, [i, 'children', j, 'id']));
    });
  });

export type MenuChild = z.infer<typeof menuChildSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menu = z.infer<typeof menuSchema>;
