// `npm run check` (with the type check and the lint): what the project installs must fit it.
// - Every package a workspace's code imports is declared in that workspace's package.json (the root's
//   for the scripts, the benchmarks and the configuration files), so a workspace can be read, installed
//   and upgraded on its own terms, not through what the root happens to hold.
// - Every installed package admits the Node.js the project declares (`engines.node` in package.json):
//   sanitize-html 2.18 asked for Node 22.12 while the hub runs on Node 20. `.npmrc`'s engine-strict makes
//   `npm install` refuse such a package; this catches one already in node_modules.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const require = createRequire(import.meta.url);
const semver = require('semver');

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', '.data', 'results', 'test-results', 'coverage']);
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /createRequire\([^)]*\)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];
// Tools the root runs for every workspace (its vitest.config.ts, the journeys' runner, the lint): a
// workspace's tests import their APIs without declaring them again.
const ROOT_TOOLS = new Set(['vitest', '@playwright/test', 'eslint', 'typescript-eslint']);
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names, or undefined for a relative path, a builtin or an alias. */
function packageOf(specifier) {
  if (/^(?:\.|\/|node:|@\/|virtual:|~)/.test(specifier) || BUILTINS.has(specifier.split('/')[0])) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return PACKAGE_NAME.test(name) ? name : undefined;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(path.join(dir, entry.name));
    } else if (SOURCE.test(entry.name)) yield path.join(dir, entry.name);
  }
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const declaredIn = (manifest) => new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }));

const rootManifest = readJson(path.join(repoRoot, 'package.json'));
const workspaces = rootManifest.workspaces;
const problems = [];

/** Files of `dir` (or the given files) whose imports must be declared in `manifest`. */
function checkImports(label, manifest, files) {
  const declared = declaredIn(manifest);
  declared.add(manifest.name);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const name = packageOf(match[1]);
        // A package of types alone (geojson) is declared as its @types package.
        const typesOnly = `@types/${name?.replace(/^@/, '').replace('/', '__')}`;
        if (name && !declared.has(name) && !declared.has(typesOnly) && !ROOT_TOOLS.has(name)) problems.push(`${path.relative(repoRoot, file)} imports ${name}, which ${label}'s package.json does not declare`);
      }
    }
  }
}

for (const workspace of workspaces) {
  const dir = path.join(repoRoot, workspace);
  checkImports(workspace, readJson(path.join(dir, 'package.json')), sourceFiles(dir));
}
const rootFiles = fs.readdirSync(repoRoot).filter((name) => SOURCE.test(name)).map((name) => path.join(repoRoot, name));
checkImports('the root', rootManifest, [...rootFiles, ...['scripts', 'bench'].flatMap((folder) => [...sourceFiles(path.join(repoRoot, folder))])]);

// Every installed package, nested ones too, against the lowest Node.js the project admits.
const lowest = semver.minVersion(rootManifest.engines.node).version;
function checkEngines(modules) {
  if (!fs.existsSync(modules)) return;
  for (const name of fs.readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) {
      checkEngines(path.join(modules, name));
      continue;
    }
    const dir = path.join(modules, name);
    const manifestFile = path.join(dir, 'package.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = readJson(manifestFile);
    const wanted = manifest.engines?.node;
    if (typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(lowest, wanted)) {
      problems.push(`${manifest.name}@${manifest.version} (${path.relative(repoRoot, dir)}) wants Node.js ${wanted}; the project declares ${rootManifest.engines.node}`);
    }
    checkEngines(path.join(dir, 'node_modules'));
  }
}
checkEngines(path.join(repoRoot, 'node_modules'));
for (const workspace of workspaces) checkEngines(path.join(repoRoot, workspace, 'node_modules'));

if (problems.length) {
  console.log(problems.join('\n'));
  process.exit(1);
}
