import { CREDENTIAL_HEADER } from '../../schemas/api/contract';
import { ANALYTICS_BATCH_MAX, analyticsEventSchema, type AnalyticsEvent } from '../../schemas/analytics-event';

// The browser side of POST /api/event/log_event: events queue up and leave in batches (every 5 s, at 20 events, or
// when the page is hidden, with fetch keepalive). track() never throws and never waits; failures only lose events.

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface Analytics {
  /** Queues an event; invalid ones (bad name, too many properties) are dropped. */
  track(name: string, properties?: AnalyticsProperties): void;
  /** Sends what is queued now. Resolves when the requests settle; never rejects. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Sends what is queued with keepalive and stops listening to the page. */
  stop(): void;
}

export interface AnalyticsOptions {
  /** The signed-in player's credential for secure calls; analytics are only sent for signed-in players. */
  credential: string | null;
  fetch?: typeof fetch;
  endpoint?: string;
  flushIntervalMs?: number;
  maxBatch?: number;
  now?: () => Date;
  /** Where `pagehide` fires (the window); `null` to listen to nothing. */
  window?: EventTarget | null;
  /** Where `visibilitychange` fires (the document): mobile browsers often skip pagehide. */
  document?: (EventTarget & { visibilityState?: string }) | null;
}

/** Browsers refuse keepalive requests whose bodies add up to more than 64 kB; the server takes 64 kB too. */
const MAX_BODY_BYTES = 60 * 1024;
/** Beyond this, the oldest events are dropped (a long outage must not grow memory). */
const MAX_QUEUED = 200;

const noop: Analytics = { track: () => {}, flush: async () => {}, stop: () => {} };

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Splits events into request bodies of at most `maxBatch` events and MAX_BODY_BYTES bytes; an event too big alone is dropped. */
function toBatches(events: AnalyticsEvent[], maxBatch: number): AnalyticsEvent[][] {
  const batches: AnalyticsEvent[][] = [];
  let batch: AnalyticsEvent[] = [];
  const close = () => {
    if (batch.length > 0) batches.push(batch);
    batch = [];
  };
  for (const event of events) {
    const candidate = [...batch, event];
    if (candidate.length > maxBatch || byteLength(JSON.stringify({ events: candidate })) > MAX_BODY_BYTES) {
      close();
      if (byteLength(JSON.stringify({ events: [event] })) > MAX_BODY_BYTES) continue;
      batch = [event];
    } else {
      batch = candidate;
    }
  }
  close();
  return batches;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { credential } = options;
  const send = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  if (!credential || !send) return noop;
  // Narrowed copies for the closures below.
  const sendRequest: typeof fetch = send;
  const credentialHeader: string = credential;
  const endpoint = options.endpoint ?? '/api/event/log_event';
  const interval = options.flushIntervalMs ?? 5000;
  const maxBatch = Math.min(options.maxBatch ?? 20, ANALYTICS_BATCH_MAX);
  const now = options.now ?? (() => new Date());
  const win = options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
  const doc = options.document === undefined ? (typeof document === 'undefined' ? null : document) : options.document;

  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function post(events: AnalyticsEvent[], keepalive: boolean): Promise<void> {
    try {
      const response = await sendRequest(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CREDENTIAL_HEADER]: credentialHeader },
        body: JSON.stringify({ events }),
        credentials: 'same-origin',
        keepalive,
      });
      // Worth another try later (busy or broken server); a 4xx would fail the same way again.
      if (response.status === 429 || response.status >= 500) requeue(events);
    } catch {
      requeue(events); // offline: keep them for the next flush
    }
  }

  function requeue(events: AnalyticsEvent[]) {
    queue = [...events, ...queue].slice(-MAX_QUEUED);
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    await Promise.all(toBatches(events, maxBatch).map((batch) => post(batch, keepalive)));
  }

  function track(name: string, properties: AnalyticsProperties = {}): void {
    try {
      const parsed = analyticsEventSchema.safeParse({ name, properties, occurredAt: now().toISOString() });
      if (!parsed.success) return;
      queue = [...queue, parsed.data].slice(-MAX_QUEUED);
      if (queue.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), interval);
    } catch {
      // Analytics must never break the page.
    }
  }

  const onPageHide = () => void flush({ keepalive: true });
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  win?.addEventListener('pagehide', onPageHide);
  doc?.addEventListener('visibilitychange', onVisibility);

  return {
    track,
    flush,
    stop() {
      win?.removeEventListener('pagehide', onPageHide);
      doc?.removeEventListener('visibilitychange', onVisibility);
      void flush({ keepalive: true });
    },
  };
}
