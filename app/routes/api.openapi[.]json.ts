import { contractList } from '../../schemas/api';
import { buildOpenApiDocument, type OpenApiDocument } from '~/server/openapi.server';

// Built on first request: the contracts never change while the server runs.
let document: OpenApiDocument | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api call. */
export function loader() {
  document ??= buildOpenApiDocument(contractList);
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
