import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signTimestamped, verifyTimestamped } from '../../app/server/hmac-signature.server';

// The one `t=,v1=` signature of deliveries and sandbox webhooks: what a receiver accepts, and every header it refuses.

const secret = 'whsec_strict_parsing';
const body = '{"deliveryId":"d1","items":[{"name":"Gems","amount":100}]}';
const t = 1_800_000_000;
const good = signTimestamped(secret, t, body);
const v1 = good.split('v1=')[1]!;
const check = (header: string | null) => verifyTimestamped({ secret, header, rawBody: body, now: t });

describe('verifyTimestamped', () => {
  it('accepts exactly what the signer writes', () => {
    expect(good).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(check(good)).toEqual({ ok: true, timestamp: t });
  });

  it.each([
    ['trailing junk', `${good},junk`],
    ['a second v1', `${good},v1=${v1}`],
    ['a second timestamp', `t=${t},${good}`],
    ['spaces', `t=${t}, v1=${v1}`],
    ['upper-case hex', `t=${t},v1=${v1.toUpperCase()}`],
    ['a short signature', `t=${t},v1=${v1.slice(2)}`],
    ['a long signature', `t=${t},v1=${v1}00`],
    ['the parts swapped', `v1=${v1},t=${t}`],
    ['an empty part', `t=${t},,v1=${v1}`],
    ['a fractional timestamp', `t=${t}.5,v1=${v1}`],
    ['a negative timestamp', `t=-${t},v1=${v1}`],
    ['nothing', ''],
    ['no header', null],
  ])('refuses %s as malformed', (_case, header) => {
    expect(check(header)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses another body, another secret and a time outside the tolerance', () => {
    expect(verifyTimestamped({ secret, header: good, rawBody: `${body} `, now: t })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyTimestamped({ secret: 'whsec_other', header: good, rawBody: body, now: t })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyTimestamped({ secret, header: good, rawBody: body, now: t + 301 })).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(verifyTimestamped({ secret, header: good, rawBody: body, now: t - 301 })).toEqual({
      ok: false,
      reason: 'too_new',
    });
  });

  it('accepts no header but the exact one, whatever is added around it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, after) => {
        fc.pre(before !== '' || after !== '');
        expect(check(`${before}${good}${after}`).ok).toBe(false);
      }),
    );
  });
});
