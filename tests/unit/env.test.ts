import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseEnv } from '../../app/server/env.server';

describe('parsing the environment at start-up', () => {
  it('gives defaults for a machine with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: 3000, NODE_ENV: 'development', DATA_DIR: './data/pglite' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as not set', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(InvalidEnvironmentError);
    try {
      parseEnv({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT: Expected a port between 0 and 65535');
      expect(String(error)).toContain('DATABASE_URL: Expected a postgres:// connection URL');
    }
  });

  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://127.0.0.1:5432/test',
    );
  });

  it('refuses SEED_API_KEY in production, naming it, and accepts it in development and tests', () => {
    const key = 'gf_seed_key_for_demo_shops_only_0123';
    expect(() => parseEnv({ NODE_ENV: 'production', SEED_API_KEY: key })).toThrow(
      /SEED_API_KEY: development and tests only/,
    );
    expect(parseEnv({ NODE_ENV: 'test', SEED_API_KEY: key }).SEED_API_KEY).toBe(key);
    expect(parseEnv({ NODE_ENV: 'development', SEED_API_KEY: key }).SEED_API_KEY).toBe(key);
  });
});
