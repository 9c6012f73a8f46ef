import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SHOP_NAME: 'eShop',
      SEED_DEMO_DATA: true,
      LOG_LEVEL: 'info',
      SMALL_HOST: 'auto',
    });
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset, as .env.example leaves them', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('stops with a message naming every bad variable', () => {
    const read = () => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' });
    expect(read).toThrow(EnvError);
    try {
      read();
    } catch (error) {
      const message = (error as EnvError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO_DATA');
    }
  });

  it('parses flags and numbers', () => {
    expect(
      loadEnv({ PORT: '8080', SEED_DEMO_DATA: 'false', TRUST_PROXY: '1', SMALL_HOST: 'true' }),
    ).toMatchObject({
      PORT: 8080,
      SEED_DEMO_DATA: false,
      TRUST_PROXY: 1,
      SMALL_HOST: true,
    });
  });

  it("takes TRUST_PROXY as Fastify's trustProxy does, and refuses true", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any client/);
    expect(() => loadEnv({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
  });
});
