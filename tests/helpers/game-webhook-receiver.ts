import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature, type SignatureCheck } from '../../app/server/delivery/signing.server';

// A game backend as a publisher would write one: a real HTTP server on 127.0.0.1 that receives deliveries,
// verifies their signature with the endpoint secret, and can be told to fail the next N requests.

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  signature: SignatureCheck;
  /** The status this receiver answered. */
  answered: number;
}

export interface GameWebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Only the requests answered 2xx. */
  accepted(): ReceivedDelivery[];
  /** The secret signatures are checked with (the endpoint's, once it is set). */
  setSecret(secret: string): void;
  /** Answers the next `count` requests with `status` (500 unless said). */
  failNext(count: number, status?: number): void;
  /** Answers every request with `status` until told otherwise (null: accept again). */
  failAlways(status: number | null): void;
  /** The Unix time signatures are checked against (the test's manual clock). */
  setNow(now: () => number): void;
  close(): Promise<void>;
}

export async function startGameWebhookReceiver(): Promise<GameWebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  let secret = '';
  let failures = 0;
  let failureStatus = 500;
  let alwaysStatus: number | null = null;
  let now: () => number = () => Math.floor(Date.now() / 1000);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = verifySignature({
        secret,
        header: request.headers['gamefront-signature'] as string | undefined,
        rawBody,
        now: now(),
      });
      let answered = signature.ok ? 200 : 401;
      if (signature.ok && alwaysStatus !== null) answered = alwaysStatus;
      else if (signature.ok && failures > 0) {
        failures -= 1;
        answered = failureStatus;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = null;
      }
      received.push({ headers: request.headers, rawBody, body, signature, answered });
      response.writeHead(answered, { 'Content-Type': 'text/plain' });
      response.end(answered === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/gamefront/deliveries`,
    received,
    accepted: () => received.filter((delivery) => delivery.answered >= 200 && delivery.answered < 300),
    setSecret: (value) => {
      secret = value;
    },
    failNext: (count, status = 500) => {
      failures = count;
      failureStatus = status;
    },
    failAlways: (status) => {
      alwaysStatus = status;
    },
    setNow: (value) => {
      now = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
