// The order test files start in. Vitest runs the files that took longest last time first, from its
// cache; on a fresh machine (CI) it has no cache and kept the order it found the files in, which put the
// API's attack suites (test/security: the bad-input fuzz, brute force, the authorization matrix, one to
// five minutes each) last, to run alone at the end of the step while the other worker sat idle.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Known durations first, longest first (Vitest's own order); without any, the attack suites first, then larger files. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`) !== undefined;
    if (sorted.some(timed)) return sorted;
    const weight = (file: TestSpecification) => (/[\\/]test[\\/]security[\\/]/.test(file.moduleId) ? Number.MAX_SAFE_INTEGER : fs.statSync(file.moduleId, { throwIfNoEntry: false })?.size ?? 0);
    // Projects keep their own order (Vitest runs them as it sorted them); within one, heaviest first.
    return [...sorted].sort((a, b) => (a.project.name === b.project.name ? weight(b) - weight(a) : 0));
  }
}
