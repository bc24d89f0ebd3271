import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e package folder. */
export const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (scripts/, shell/, mf-*). */
export const repoRoot = resolve(e2eDir, '..');
/** Run-time files of the suite (databases, config files, builds of tests); git-ignored. */
export const tempDir = join(e2eDir, '.temp');
