import { describe, expect, it } from 'vitest';
import {
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  readJsonInput,
  unsafeTextFields,
} from '../../app/server/request-input.server';
import { analyticsEventSchema } from '../../schemas/analytics-event';
import { SAFE_TEXT_MESSAGE, storableText, text } from '../../schemas/common';
import { gameDisplayNameSchema } from '../../schemas/game-server-api';

// What every /api and /server-api call does with a body before its schema sees it: a caller gets a 413, a 400
// invalid_json or a 400 naming the field, never a 500 and never a stack overflow.

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function errorOf(response: Response) {
  return {
    status: response.status,
    ...((await response.json()) as { error: { code: string; fields?: unknown } }).error,
  };
}

describe('readJsonInput', () => {
  it('parses a body within the limit', async () => {
    expect(await readJsonInput(post('{"shop":"emberfall","n":[1,2]}'), 1024)).toEqual({
      ok: true,
      value: { shop: 'emberfall', n: [1, 2] },
    });
    expect(await readJsonInput(post(''), 1024)).toEqual({ ok: true, value: undefined });
  });

  it('refuses a body over the limit with a 413 that closes the connection, declared or streamed', async () => {
    const declared = await readJsonInput(post('x'.repeat(2048), { 'Content-Length': '2048' }), 1024);
    expect(declared.ok).toBe(false);
    if (declared.ok) return;
    expect(declared.response.status).toBe(413);
    expect(declared.response.headers.get('Connection')).toBe('close');
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = await readJsonInput(post(endless), 8 * 1024);
    expect(streamed.ok ? 200 : streamed.response.status).toBe(413);
    // Reading stopped just past the limit: the rest was never pulled into memory.
    expect(sent).toBeLessThan(64 * 1024);
  });

  it('refuses JSON nested deeper than the limit before parsing it, even 20,000 levels deep', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const answer = await readJsonInput(post(deep), 1024 * 1024);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(await errorOf(answer.response)).toMatchObject({ status: 400, code: 'invalid_json' });
    expect(jsonNestsDeeperThan('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(
      false,
    );
    expect(
      jsonNestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH),
    ).toBe(true);
  });

  it('refuses NUL and unpaired surrogates anywhere, naming the field', async () => {
    const answer = await readJsonInput(post('{"player":{"displayName":"Ada\\u0000"},"tags":["ok","\\ud800"]}'), 1024);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    const error = await errorOf(answer.response);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'player.displayName', message: expect.stringContaining('NUL') },
        { path: 'tags[1]', message: expect.stringContaining('surrogate') },
      ]),
    );
  });
});

describe('text that PostgreSQL can store', () => {
  it('passes emoji and every script, refuses NUL and half a surrogate pair', () => {
    expect(unsafeTextFields({ name: 'Drachen 🐉 ドラゴン' })).toEqual([]);
    expect(unsafeTextFields({ name: '\udc00x' })).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(unsafeTextFields({ shop: 'a\u0000b' }, 'params')).toEqual([
      { path: 'params.shop', message: expect.any(String) },
    ]);
    expect(text(20).safeParse('Ada\u0000').success).toBe(false);
    expect(text(20).safeParse('Ada 🐉').success).toBe(true);
  });

  it('is what the shared schemas of display names, event properties and payment details ask for', () => {
    for (const bad of ['Ada\u0000', 'Ada\ud800', '\udfffAda']) {
      expect(gameDisplayNameSchema.safeParse(bad).success).toBe(false);
      expect(
        analyticsEventSchema.safeParse({
          name: 'card_viewed',
          properties: { label: bad },
          occurredAt: '2027-03-01T12:00:00Z',
        }).success,
      ).toBe(false);
      expect(storableText(64).safeParse(bad).error?.issues[0]?.message).toBe(SAFE_TEXT_MESSAGE);
    }
    expect(gameDisplayNameSchema.safeParse('Drachen 🐉').success).toBe(true);
    expect(storableText(3).safeParse('four').success).toBe(false);
  });
});
