import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveAppPort } from '../../build-kit/src/index.cjs';

/** The e2e package folder. */
export const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (scripts/, shell/, mf-*). */
export const repoRoot = resolve(e2eDir, '..');
/**
 * Run-time files of the suite (databases, config files, builds of tests), one folder per shell
 * port: a run on moved ports beside another run never deletes the other's database.
 */
export const tempDir = join(tmpdir(), `nyaya-e2e-${resolveAppPort('shell')}`);
