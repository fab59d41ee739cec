// The lint rule that keeps the API's module folders free of import loops (decision 045): it reports a
// loop with the way back, and leaves alone imports inside a module, imports of types, and tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import moduleCycles from './module-cycles.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path under modules/ to text) into a fresh folder and lints them with the rule alone. */
async function lint(files: Record<string, string>): Promise<Array<{ file: string; message: string }>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-module-cycles-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'modules', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'modules', name), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'module-cycles': moduleCycles },
        rules: { 'module-cycles/no-module-cycles': ['error', { modulesDir: 'modules' }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['modules/**/*.ts']);
  return results.flatMap((result) => result.messages.map((message) => ({ file: path.relative(path.join(root, 'modules'), result.filePath), message: message.message })));
}

describe('no-module-cycles', () => {
  it('reports both imports of a loop between two modules, naming the file that leads back', async () => {
    const problems = await lint({
      'moderation/queue.ts': "import { storyKind } from '../stories/stories.review.ts';\nexport const kinds = [storyKind];\n",
      'stories/stories.review.ts': "import { decide } from '../moderation/decide.ts';\nexport const storyKind = { decide };\n",
      'moderation/decide.ts': 'export const decide = () => 1;\n',
    });
    expect(problems).toEqual([
      { file: 'moderation/queue.ts', message: expect.stringContaining('modules/moderation imports modules/stories, which imports it back: stories (stories/stories.review.ts) → moderation') },
      { file: 'stories/stories.review.ts', message: expect.stringContaining('modules/stories imports modules/moderation, which imports it back: moderation (moderation/queue.ts) → stories') },
    ]);
  });

  it('finds a loop through a third module', async () => {
    const problems = await lint({
      'maps/maps.repo.ts': "import { score } from '../wefe-index/index.repo.ts';\nexport const points = score;\n",
      'wefe-index/index.repo.ts': "import { read } from '../index-data/index-data.repo.ts';\nexport const score = read;\n",
      'index-data/index-data.repo.ts': "import { points } from '../maps/maps.repo.ts';\nexport const read = points;\n",
    });
    expect(problems).toHaveLength(3);
    expect(problems.find((problem) => problem.file === 'maps/maps.repo.ts')?.message).toContain('wefe-index (wefe-index/index.repo.ts) → index-data (index-data/index-data.repo.ts) → maps');
  });

  it('leaves alone one-way imports, imports inside a module, type imports back and tests', async () => {
    const problems = await lint({
      'stories/stories.review.ts': "import type { Kind } from '../moderation/kind.ts';\nimport { decide } from '../moderation/decide.ts';\nexport const storyKind: Kind = { decide };\n",
      'moderation/kind.ts': "import type { storyKind } from '../stories/stories.review.ts';\nexport type Kind = { decide: () => number; example?: typeof storyKind };\n",
      'moderation/decide.ts': "import { helper } from './helper.ts';\nexport const decide = helper;\n",
      'moderation/helper.ts': 'export const helper = () => 1;\n',
      'moderation/queue.test.ts': "import { storyKind } from '../stories/stories.review.ts';\nexport const seen = storyKind;\n",
    });
    expect(problems).toEqual([]);
  });
});
