export * from './i18n.js';
export * from './catalog.js';
export * from './errors.js';
export * from './routes.js';
export * from './accounts.js';
export * from './settings.js';
export * from './seo.js';
export * from './contact.js';
