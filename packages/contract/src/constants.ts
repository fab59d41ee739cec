// The zod-free part of the contract: limits, enums and language rules. The web's first screen imports
// them from '@wefe/contract/constants', so zod (and the schemas) load only with the forms that use them.
export * from './limits.ts';
export * from './enums.ts';
export * from './publication-authors.ts';
