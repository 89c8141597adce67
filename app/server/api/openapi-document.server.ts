import { contractList } from '../../../schemas/api';
import { engagementContracts } from '../../../schemas/api/engagement-calls';
import { errorResponse } from '~/server/error-response.server';
import { buildOpenApiDocument, type OpenApiDocument } from '~/server/openapi.server';
import { apiCall } from '~/server/request-route.server';

// Built on first request: the contracts never change while the server runs.
let document: OpenApiDocument | undefined;

const READS = ['GET', 'HEAD'];

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api call: the spec's, then our own. */
export const openApiDocumentCall = apiCall('/api/openapi.json', READS, async ({ request }) => {
  if (!READS.includes(request.method))
    return errorResponse(405, 'method_not_allowed', 'This call only accepts GET or HEAD', undefined, {
      Allow: READS.join(', '),
    });
  document ??= buildOpenApiDocument([...contractList, ...engagementContracts]);
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
