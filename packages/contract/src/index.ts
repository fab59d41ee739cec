// The shared contract of the WEFE Nexus Hub: schemas, limits, enums and API messages.
export * from './limits.ts';
export * from './enums.ts';
export * from './schemas/envelope.ts';
export * from './schemas/lookups.ts';
export * from './schemas/accounts.ts';
export * from './schemas/publications.ts';
export * from './schemas/stories.ts';
export * from './schemas/news-events.ts';
export * from './schemas/wefe-index.ts';
export * from './schemas/site.ts';
export * from './schemas/audit.ts';
export * from './schemas/indicator-imports.ts';
export { apiMessages } from './messages/index.ts';
