// Types of chromium.mjs for the TypeScript that imports it (Playwright's config, the benchmark).
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(options?: { log?: (message: string) => void }): void;
