// A lint rule: no import loop between the API's module folders (issue 31). moderation imported the
// content modules that imported it back, and the index and the maps each other; the rule names the
// way back so the next engineer sees which import closes the loop. Folder-level, like the web's
// feature rule: files inside one module may import each other freely. Type-only imports and tests do
// not count (neither runs at load time).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.ts$/;
const TEST = /\.test\.ts$/;
// Runtime imports of another file: `import x from`, `export … from`, `import './x'`, `import('./x')`.
const IMPORTS = [/^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/gm, /^\s*import\s+['"](\.[^'"]+)['"]/gm, /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g];

/** The module folder (`modules/<name>`) a file belongs to, or undefined outside them. */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length ? name : undefined;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield full;
  }
}

/** Which module imports which, and through which file: read once per lint run. */
const graphs = new Map();
function graphOf(modulesDir) {
  const known = graphs.get(modulesDir);
  if (known) return known;
  const edges = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of IMPORTS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match.at(-1);
        const to = moduleOf(modulesDir, path.resolve(path.dirname(file), specifier));
        if (!from || !to || from === to) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        if (!edges.get(from).has(to)) edges.get(from).set(to, path.relative(modulesDir, file));
      }
    }
  }
  graphs.set(modulesDir, edges);
  return edges;
}

/** A path of imports from module `start` back to `goal`, as "a (file) → b (file) → …", or undefined. */
function wayBack(edges, start, goal) {
  const seen = new Set([start]);
  const queue = [[start, []]];
  while (queue.length) {
    const [at, trail] = queue.shift();
    for (const [next, file] of edges.get(at) ?? []) {
      const step = [...trail, `${at} (${file})`];
      if (next === goal) return [...step, goal].join(' → ');
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([next, step]);
      }
    }
  }
  return undefined;
}

/** The rule: options `{ modulesDir }`, the API's modules folder relative to the lint's working directory. */
const noModuleCycles = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'], additionalProperties: false }] },
  create(context) {
    const modulesDir = path.resolve(context.cwd, context.options[0].modulesDir);
    const from = moduleOf(modulesDir, context.filename);
    if (!from || TEST.test(context.filename)) return {};
    const check = (node, specifier, typeOnly) => {
      if (typeOnly || typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(context.filename), specifier));
      if (!to || to === from) return;
      const back = wayBack(graphOf(modulesDir), to, from);
      if (back) context.report({ node, message: `modules/${from} imports modules/${to}, which imports it back: ${back}. Declare the seam in the lower module and register the higher one (as moderation/reviewed-kind.ts does), or move the shared part down.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'no-module-cycles': noModuleCycles } };
