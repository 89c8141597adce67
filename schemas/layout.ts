import { z } from 'zod';
import { cardSchema } from './cards';
import { slugSchema, text } from './common';
import { PageTarget } from './menu';

export const layoutSectionSchema = z.strictObject({
  id: slugSchema,
  title: text(80).optional(),
  cards: z.array(cardSchema).max(60, { error: 'Expected at most 60 cards in a section' }),
});

export const layoutPageSchema = z.strictObject({
  target: PageTarget,
  title: text(80),
  sections: z.array(layoutSectionSchema).max(30, { error: 'Expected at most 30 sections on a page' }),
});

export const layoutSchema = z
  .strictObject({
    pages: z
      .array(layoutPageSchema, { error: 'Expected a list of pages' })
      .min(1, { error: 'Expected at least one page' })
      .max(PageTarget.options.length, { error: `Expected at most ${PageTarget.options.length} pages` }),
  })
  .superRefine((layout, ctx) => {
    if (!layout.pages.some((page) => page.target === 'HOME')) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: 'Expected a HOME page' });
    }
    const targets = new Set<string>();
    // Card ids are unique across the whole layout: the cart and analytics address cards by id.
    const cardIds = new Set<string>();
    layout.pages.forEach((page, p) => {
      if (targets.has(page.target)) {
        ctx.addIssue({ code: 'custom', path: ['pages', p, 'target'], message: `Duplicate page ${page.target}` });
      }
      targets.add(page.target);
      const sectionIds = new Set<string>();
      page.sections.forEach((section, s) => {
        if (sectionIds.has(section.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pages', p, 'sections', s, 'id'],
            message: `Duplicate section id "${section.id}"`,
          });
        }
        sectionIds.add(section.id);
        section.cards.forEach((card, c) => {
          if (cardIds.has(card.id)) {
            ctx.addIssue({
              code: 'custom',
              path: ['pages', p, 'sections', s, 'cards', c, 'id'],
              message: `Duplicate card id "${card.id}"`,
            });
          }
          cardIds.add(card.id);
        });
      });
    });
  });

export type Layout = z.infer<typeof layoutSchema>;
export type LayoutPage = z.infer<typeof layoutPageSchema>;
export type LayoutSection = z.infer<typeof layoutSectionSchema>;
