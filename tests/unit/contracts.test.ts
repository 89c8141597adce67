import { describe, expect, it } from 'vitest';
import { apiCalls } from '~/server/api/calls.server';
import { contractList, contracts, pathParamNames, type AnyContract } from '../../schemas/api';
import { specCalls } from '../../schemas/api/spec-calls';

/** A sample value each path placeholder accepts. */
function sampleParam(name: string, path = ''): string {
  // Adyen calls: a = the shop handle, b = our payment intent id (a UUID).
  if (path.startsWith('/api/adyen/payment/'))
    return name === 'a' ? 'emberfall' : '00000000-0000-4000-8000-000000000000';
  if (name === 'domain') return 'shop.example.com';
  // Checkout links: {id} is the link's id, {paymentIntentId} our payment's; both UUIDs.
  if (path.startsWith('/api/checkout_links/') && (name === 'id' || name === 'paymentIntentId'))
    return '00000000-0000-4000-8000-000000000000';
  if (name === 'platform') return 'WINDOWS';
  if (name === 'version') return '1.4.2';
  if (name === 'a') return 'GAME';
  if (name === 'provider') return 'acme-sso';
  return 'abc';
}

// The spec's table of calls, kept in the repository as data (the spec itself lives outside it).
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const byKey = new Map<string, AnyContract>(contractList.map((contract) => [key(contract), contract]));

/** The spec's table headings are our OpenAPI tags. */
const tagOf: Record<string, string> = {
  Payments: 'Payments',
  'Checkout links': 'Checkout links',
  'Login and links': 'Login and links',
  Launcher: 'Launcher',
  Shop: 'Shop',
  User: 'User',
};

describe('the API contracts against the spec, section 7', () => {
  it('reads every table of the section', () => {
    expect(new Set(specCalls.map((call) => call.table))).toEqual(new Set(Object.keys(tagOf)));
    expect(specCalls.length).toBe(59);
  });

  it.each(specCalls)('declares $method $path (secure: $secure)', (call) => {
    const contract = byKey.get(key(call));
    expect(contract, `no contract for ${key(call)}`).toBeDefined();
    expect(contract?.secure).toBe(call.secure);
    expect(contract?.tag).toBe(tagOf[call.table]);
  });

  it('declares nothing the spec does not list', () => {
    const specKeys = new Set(specCalls.map(key));
    expect(contractList.map(key).filter((k) => !specKeys.has(k))).toEqual([]);
    expect(contractList).toHaveLength(specCalls.length);
  });

  it('names every contract once, as it is indexed', () => {
    for (const [name, contract] of Object.entries(contracts)) expect(contract.name).toBe(name);
    expect(Object.keys(contracts)).toHaveLength(contractList.length);
  });

  it('gives every contract a params schema for exactly its path placeholders', () => {
    for (const contract of contractList) {
      const sample = Object.fromEntries(
        pathParamNames(contract.path).map((name) => [name, sampleParam(name, contract.path)]),
      );
      expect(contract.params.safeParse(sample).success, contract.name).toBe(true);
      for (const name of pathParamNames(contract.path)) {
        const without = { ...sample };
        delete without[name];
        expect(contract.params.safeParse(without).success, `${contract.name} without ${name}`).toBe(false);
      }
    }
  });

  it('allows anonymous callers only on secure calls', () => {
    for (const contract of contractList) if (contract.anonymous === 'allowed') expect(contract.secure).toBe(true);
    expect(
      contractList
        .filter((c) => c.anonymous === 'allowed')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['getShopLayout', 'getShopMenu']);
  });

  it('has a call in the /api table for every implemented call and none for a pending one (those answer 501)', () => {
    const table = new Set(apiCalls.flatMap((call) => call.methods.map((method) => `${method} ${call.path}`)));
    for (const contract of contractList) {
      expect(table.has(key(contract)), `${contract.name} is ${contract.status}: ${key(contract)}`).toBe(
        contract.status === 'implemented',
      );
    }
    const pending = contractList.filter((c) => c.status === 'pending').map((c) => `${c.name} (${key(c)})`);
    console.info(`Pending API calls (${pending.length}):\n  ${pending.join('\n  ')}`);
  });
});

describe('path parameters', () => {
  it('takes shop handles for {shop} and {handle}', () => {
    const params = contracts.getShopTheme.params;
    expect(params.safeParse({ shop: 'emberfall-2' }).success).toBe(true);
    const invalid = params.safeParse({ shop: 'Ember Fall' });
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues[0]?.message).toBe('Expected a shop handle: lowercase letters, digits and dashes');
    expect(params.safeParse({ shop: '2fast' }).success).toBe(false);
    expect(params.safeParse({ shop: 'a'.repeat(41) }).success).toBe(false);
  });

  it('takes a hostname for {domain}, lower-cased', () => {
    const params = contracts.getShopHandleByDomain.params;
    expect(params.parse({ domain: 'Shop.Example.COM' })).toEqual({ domain: 'shop.example.com' });
    expect(params.safeParse({ domain: 'shop.example.com/evil' }).success).toBe(false);
    expect(params.safeParse({ domain: '-bad-.com' }).success).toBe(false);
  });
});
