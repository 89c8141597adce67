import { DRAFT_MAX_BODY_BYTES, studioShopParamsSchema } from '../../../../schemas/studio';
import {
  configExportSchema,
  importConfigBodySchema,
  importedConfigSchema,
} from '../../../../schemas/studio-config-transfer';
import { exportConfig, importConfig } from '~/server/studio/config-transfer.server';
import { studioCall } from './studio-call.server';

// Export and import of a shop's config as JSON (docs/decisions/042). A viewer may export: they can already read the
// whole working copy through the editor. Importing writes the draft, so it takes an editor.

export const exportConfigCall = studioCall(
  {
    name: 'studio.exportConfig',
    method: 'GET',
    path: '/studio/api/shops/{shop}/config-export',
    minimumRole: 'viewer',
    params: studioShopParamsSchema,
    response: configExportSchema,
  },
  ({ member, context }) => exportConfig(context.db, member.shop.id),
);

export const importConfigCall = studioCall(
  {
    name: 'studio.importConfig',
    method: 'POST',
    path: '/studio/api/shops/{shop}/config-import',
    minimumRole: 'editor',
    params: studioShopParamsSchema,
    body: importConfigBodySchema,
    response: importedConfigSchema,
    // The file (at most IMPORT_MAX_BYTES) and its JSON envelope.
    maxBodyBytes: DRAFT_MAX_BODY_BYTES,
  },
  ({ member, body, context }) => importConfig(context.db, context.clock, member, body),
);
