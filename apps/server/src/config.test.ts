import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';
import path from 'node:path';

describe('loadConfig', () => {
  it('keeps files in two local folders unless S3_BUCKET names a bucket, which needs its keys', () => {
    expect(loadConfig({}).storage).toEqual({
      kind: 'local',
      mediaDir: path.join(REPO_ROOT, 'data/media'),
      uploadsDir: path.join(REPO_ROOT, 'data/uploads'),
    });
    expect(() => loadConfig({ S3_BUCKET: 'giftshop' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    const s3 = loadConfig({
      S3_BUCKET: 'giftshop',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_REGION: 'fr-par',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(s3).toEqual({
      kind: 's3',
      bucket: 'giftshop',
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('gives every variable a default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embedded.dataDir).toBe(path.join(REPO_ROOT, 'data/postgres'));
    expect(config.seedDemoData).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8000);
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: must be a port number \(got "eighty"\)/);
    expect(attempt).toThrow(/DATABASE_URL: must be a PostgreSQL URL/);
    expect(attempt).toThrow(/SEED_DEMO_DATA: must be true or false/);
  });

  it('lets the stand-ins take any free port (0), but not the shop itself', () => {
    const config = loadConfig({
      PAYMENT_SANDBOX_PORT: '0',
      CARRIER_SANDBOX_PORT: '0',
      VIES_SANDBOX_PORT: '0',
    });
    expect(config.payments.sandboxPort).toBe(0);
    expect(config.carriers.sandboxPort).toBe(0);
    expect(config.vatNumbers.sandboxPort).toBe(0);
    expect(() => loadConfig({ PORT: '0' })).toThrow(/\bPORT: must be between 1 and 65535/);
    expect(() => loadConfig({ VIES_SANDBOX_PORT: '65536' })).toThrow(
      /VIES_SANDBOX_PORT: must be between 0 and 65535 \(0: any free port\)/,
    );
  });

  it('reads how long a money gift card is valid: two years unless set, 12 to 120 months', () => {
    expect(loadConfig({}).giftCardValidityMonths).toBe(24);
    expect(loadConfig({ GIFT_CARD_VALIDITY_MONTHS: '36' }).giftCardValidityMonths).toBe(36);
    expect(() => loadConfig({ GIFT_CARD_VALIDITY_MONTHS: '6' })).toThrow(
      /GIFT_CARD_VALIDITY_MONTHS: must be at least 12 months/,
    );
    expect(() => loadConfig({ GIFT_CARD_VALIDITY_MONTHS: 'two years' })).toThrow(
      /GIFT_CARD_VALIDITY_MONTHS: must be a number of months/,
    );
  });
});
