import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../db/client.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
  }
}

/** Makes the configuration and the database pool available to every module. */
export const contextPlugin = fp<{ config: Config; database: DatabaseConnection }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
  },
);
