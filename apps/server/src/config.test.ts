import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';
import path from 'node:path';

describe('loadConfig', () => {
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
});
