// Types of the lint rule (module-cycles.js stays JavaScript: eslint.config.js loads it without a compiler).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
