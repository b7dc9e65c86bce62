export * from './i18n.js';
export * from './catalog.js';
export * from './errors.js';
export * from './routes.js';
