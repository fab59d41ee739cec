// Types of web-build.mjs for the TypeScript that imports it (the benchmark).
import type { StdioOptions } from 'node:child_process';

export declare const repoRoot: string;
export declare function webSourceHash(): string;
export declare function buildWeb(options?: { outDir?: string; clientArgs?: string[]; stdio?: StdioOptions }): void;
export declare function ensureWebBuild(options?: { log?: (message: string) => void }): boolean;
