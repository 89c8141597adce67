import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '~/lib/analytics';

interface Sent {
  url: string;
  headers: Record<string, string>;
  events: Array<{ name: string; properties: Record<string, unknown>; occurredAt: string }>;
  keepalive: boolean | undefined;
  credentials: RequestCredentials | undefined;
}

/** A fetch that records each request and answers with the next status (204 by default), or fails like a network error. */
function fakeFetch(outcomes: Array<number | 'offline'> = []) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      events: (JSON.parse(String(init?.body)) as { events: Sent['events'] }).events,
      keepalive: init?.keepalive,
      credentials: init?.credentials,
    });
    const outcome = outcomes.shift() ?? 204;
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: outcome });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const start = new Date('2027-03-01T12:00:00Z');
let page: EventTarget;
let doc: EventTarget & { visibilityState: string };

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  page = new EventTarget();
  doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
});
afterEach(() => {
  vi.useRealTimers();
});

function analyticsWith(fetch: typeof globalThis.fetch, credential: string | null = 'cred-123') {
  return createAnalytics({ credential, fetch, window: page, document: doc });
}

describe('the analytics batcher', () => {
  it('sends queued events together after 5 seconds, with the credential header', async () => {
    const { fetch, sent } = fakeFetch();
    const analytics = analyticsWith(fetch);
    analytics.track('card_viewed', { card: 'gems' });
    analytics.track('cart.opened');
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      {
        url: '/api/event/log_event',
        headers: { 'Content-Type': 'application/json', 'X-Gamefront-Credential': 'cred-123' },
        events: [
          { name: 'card_viewed', properties: { card: 'gems' }, occurredAt: start.toISOString() },
          { name: 'cart.opened', properties: {}, occurredAt: start.toISOString() },
        ],
        keepalive: false,
        credentials: 'same-origin',
      },
    ]);
  });

  it('sends at once when 20 events are queued', async () => {
    const { fetch, sent } = fakeFetch();
    const analytics = analyticsWith(fetch);
    for (let i = 0; i < 20; i += 1) analytics.track('tick', { i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(20);
  });

  it('sends with keepalive when the page is hidden or left', async () => {
    const { fetch, sent } = fakeFetch();
    analyticsWith(fetch).track('leaving');
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((request) => request.keepalive)).toEqual([true]);

    const other = fakeFetch();
    analyticsWith(other.fetch).track('leaving');
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(other.sent.map((request) => request.keepalive)).toEqual([true]);
  });

  it('sends nothing for an anonymous visitor', async () => {
    const { fetch, sent } = fakeFetch();
    const analytics = analyticsWith(fetch, null);
    analytics.track('card_viewed');
    await analytics.flush();
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);
  });

  it('never throws: drops invalid events and keeps events through a network failure for the next flush', async () => {
    const { fetch, sent } = fakeFetch(['offline', 204]);
    const analytics = analyticsWith(fetch);
    expect(() => analytics.track('Not A Valid Name')).not.toThrow();
    analytics.track('kept');
    await expect(analytics.flush()).resolves.toBeUndefined();
    await analytics.flush();
    expect(sent.map((request) => request.events.map((event) => event.name))).toEqual([['kept'], ['kept']]);
  });

  it('drops a batch the server refuses as invalid instead of retrying it forever', async () => {
    const { fetch, sent } = fakeFetch([400]);
    const analytics = analyticsWith(fetch);
    analytics.track('refused');
    await analytics.flush();
    await analytics.flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps each request under 64 kB by splitting large batches', async () => {
    const { fetch, sent } = fakeFetch();
    const analytics = createAnalytics({ credential: 'cred-123', fetch, window: page, document: doc, maxBatch: 50 });
    for (let i = 0; i < 40; i += 1)
      analytics.track('heavy', { a: 'x'.repeat(500), b: 'y'.repeat(500), c: 'z'.repeat(500), i });
    await analytics.flush();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flatMap((request) => request.events)).toHaveLength(40);
    for (const request of sent)
      expect(JSON.stringify({ events: request.events }).length).toBeLessThanOrEqual(64 * 1024);
  });
});
