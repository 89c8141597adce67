import type { Config as AdyenConfig } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import type { AdyenCredentials } from '../provider-credentials.server';
import { Client, Config, EnvironmentEnum, HttpClientException } from './adyen-library.server';

// The library's HTTP client, replaced by one on fetch: the library's own speaks https only, and ADYEN_API_URL (tests:
// the local fake, tests/helpers/fake-adyen) must take the place of Adyen's test host. Everything else (paths,
// serialisation, the typed requests and answers) stays the library's.

const ADYEN_TEST_ORIGIN = /^https:\/\/checkout-test\.adyen\.com/;

/** How long one call to Adyen may take before it counts as failed (the caller's recovery takes over). */
const TIMEOUT_MS = 20_000;

interface AdyenErrorBody {
  status?: number;
  errorCode?: string;
  message?: string;
  errorType?: string;
  pspReference?: string;
}

function parseErrorBody(text: string): AdyenErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as AdyenErrorBody) : null;
  } catch {
    return null;
  }
}

class FetchAdyenClient implements ClientInterface {
  constructor(private readonly apiUrl: string | null) {}

  async request(
    endpoint: string,
    json: string | Buffer,
    config: AdyenConfig,
    _isApiKeyRequired: boolean,
    requestOptions: IRequest.Options = {},
  ): Promise<string> {
    const url = new URL(this.apiUrl ? endpoint.replace(ADYEN_TEST_ORIGIN, this.apiUrl.replace(/\/$/, '')) : endpoint);
    if (requestOptions.params) {
      url.search = new URLSearchParams(
        requestOptions.params as ConstructorParameters<typeof URLSearchParams>[0],
      ).toString();
    }
    const method = requestOptions.method ?? 'POST';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': config.apiKey ?? '',
      'user-agent': 'Gamefront adyen-node-api-library',
    };
    if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
    const response = await fetch(url, {
      method,
      headers,
      body:
        method === 'GET' || method === 'DELETE' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      const body = parseErrorBody(text);
      throw new HttpClientException({
        message: `HTTP Exception: ${response.status}. ${body?.message ?? response.statusText}`,
        statusCode: response.status,
        ...(body?.errorCode ? { errorCode: body.errorCode } : {}),
        responseBody: text,
      });
    }
    return text;
  }
}

/** The library's client for one shop's Adyen account. */
export function createAdyenClient(
  credentials: Pick<AdyenCredentials, 'apiKey' | 'environment' | 'apiUrl'>,
): InstanceType<typeof Client> {
  const config = new Config({
    apiKey: credentials.apiKey,
    environment: credentials.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    applicationName: 'Gamefront',
  });
  return new Client(config, new FetchAdyenClient(credentials.apiUrl));
}

/** Adyen's answer to a request it would not take (HTTP 4xx/5xx), with its error code; null for anything else. */
export function adyenErrorOf(error: unknown): { status: number; errorCode: string | null; message: string } | null {
  if (!(error instanceof HttpClientException)) return null;
  const body = error.responseBody ? parseErrorBody(error.responseBody) : null;
  return { status: error.statusCode, errorCode: error.errorCode ?? null, message: body?.message ?? error.message };
}
