import { z } from 'zod';
import { catalogueSchema } from '../../../schemas/catalogue';
import { layoutSchema } from '../../../schemas/layout';
import { PageTarget } from '../../../schemas/menu';
import { customFontFilesSchema } from '../../../schemas/shop-config';
import { themeSchema, type Theme } from '../../../schemas/theme';

/**
 * The messages between the theme editor and its canvas (the preview iframe, same origin). Each side posts with
 * `targetOrigin = location.origin` and accepts only messages from its own origin and from the one window it expects
 * (`isFromExpected`); the canvas validates every theme with the shared schema before any value reaches CSS.
 */
export const CHANNEL = 'gamefront-studio';

const customFontFilesMessageSchema = customFontFilesSchema;

export const editorMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    channel: z.literal(CHANNEL),
    type: z.literal('theme'),
    /** Increases with every message, echoed by `applied`, so the editor (and the benchmark) can match them. */
    seq: z.number().int().nonnegative(),
    theme: themeSchema,
    customFontFiles: customFontFilesMessageSchema,
  }),
  // The page structure (docs/decisions/039): the layout's valid parts and the catalogue its cards are priced from;
  // `invalidPaths` are the nodes the canvas outlines as broken (their last valid version is drawn).
  z.strictObject({
    channel: z.literal(CHANNEL),
    type: z.literal('layout'),
    seq: z.number().int().nonnegative(),
    layout: layoutSchema,
    catalogue: catalogueSchema,
    invalidPaths: z.array(z.string().max(120)).max(2_000),
  }),
  // The node selected in the editor's outline: the canvas outlines it and, when asked, scrolls to it.
  z.strictObject({
    channel: z.literal(CHANNEL),
    type: z.literal('highlight'),
    path: z.string().max(120).nullable(),
    scroll: z.boolean(),
  }),
  // The outline chose another page (docs/decisions/044): the canvas goes there, keeping its "Preview as" query.
  z.strictObject({ channel: z.literal(CHANNEL), type: z.literal('show-page'), target: PageTarget }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;
export type ThemeMessage = Extract<EditorMessage, { type: 'theme' }>;
export type LayoutMessage = Extract<EditorMessage, { type: 'layout' }>;

export const canvasMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ channel: z.literal(CHANNEL), type: z.literal('ready') }),
  z.strictObject({ channel: z.literal(CHANNEL), type: z.literal('applied'), seq: z.number().int().nonnegative() }),
  z.strictObject({
    channel: z.literal(CHANNEL),
    type: z.literal('rejected'),
    seq: z.number().int().nonnegative().nullable(),
    paths: z.array(z.string()),
  }),
  // A publisher clicked a section or card on the canvas: its config path (layout.pages.0.sections.2.cards.1).
  z.strictObject({ channel: z.literal(CHANNEL), type: z.literal('select'), path: z.string().max(120) }),
  z.strictObject({
    channel: z.literal(CHANNEL),
    type: z.literal('layout-applied'),
    seq: z.number().int().nonnegative(),
  }),
  // The page the canvas shows now (it loaded, or a menu link inside it led elsewhere): the outline follows.
  z.strictObject({ channel: z.literal(CHANNEL), type: z.literal('page-shown'), target: PageTarget }),
]);
export type CanvasMessage = z.infer<typeof canvasMessageSchema>;

/** True when a message event comes from this page's own origin and from the window we talk to. */
export function isFromExpected(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  expectedSource: MessageEventSource | null | undefined,
  ownOrigin: string,
): boolean {
  return event.origin === ownOrigin && expectedSource != null && event.source === expectedSource;
}

const themeFields = themeSchema.shape;
type ThemeField = keyof typeof themeFields;

/**
 * The theme the canvas should show while the form holds `candidate`: every field that passes its own schema is
 * taken, every field that does not keeps `lastValid`'s value, so one bad field never blocks the others and never
 * reaches the canvas.
 */
export function canvasThemeOf(candidate: unknown, lastValid: Theme): Theme {
  const source = typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = {};
  for (const field of Object.keys(themeFields) as ThemeField[]) {
    const value = source[field];
    const parsed = themeFields[field].safeParse(value);
    if (parsed.success) {
      if (parsed.data !== undefined) merged[field] = parsed.data;
    } else if (lastValid[field] !== undefined) {
      merged[field] = lastValid[field];
    }
  }
  return themeSchema.parse(merged);
}

/** The publisher's font files the canvas may load: the valid ones of `candidate`. */
export function canvasFontFilesOf(candidate: unknown): z.infer<typeof customFontFilesSchema> {
  const source = typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, unknown>) : {};
  const files: Record<string, string> = {};
  for (const [font, schema] of Object.entries(customFontFilesSchema.shape)) {
    const parsed = schema.safeParse(source[font]);
    if (parsed.success && parsed.data !== undefined) files[font] = parsed.data;
  }
  return files;
}
