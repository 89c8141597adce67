import { z } from 'zod';
import { configIssueSchema, revisionSchema } from './studio';

// Export and import of a shop's config as a JSON file (docs/decisions/042).

/** The largest file an import takes: it and its JSON envelope fit the 64 kB every request body is held to. */
export const IMPORT_MAX_BYTES = 60 * 1024;

const exportedVersionSchema = z.object({ version: z.number().int(), config: z.unknown() });

export const configExportSchema = z.object({
  shop: z.string(),
  published: exportedVersionSchema,
  /** Null when the shop has no unpublished changes. */
  draft: exportedVersionSchema.nullable(),
});
export type ConfigExport = z.infer<typeof configExportSchema>;

export const importConfigBodySchema = z.strictObject({
  baseRevision: revisionSchema,
  config: z.unknown().refine((value) => value !== undefined, { error: 'Expected the config to import' }),
});

export const importedConfigSchema = z.object({
  revision: z.string(),
  hasDraft: z.boolean(),
  issues: z.array(configIssueSchema),
});
