import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from '@nyaya/shared-platform/build';
import { describe, expect, it } from 'vitest';
import { remoteModuleIds } from '../federation';

/**
 * The contract between the shell and the remotes (DESIGN section 4): every module the shell may
 * load is exposed by that remote's build. Read from each remote's rspack config, the source of
 * its mf-manifest.json.
 */
describe('remote modules the shell loads', () => {
  it.each(remoteModuleIds.map((id) => [id]))('%s is exposed by its remote', (id) => {
    const [container, exposedName] = id.split('/') as [string, string];
    const app = apps.find((candidate) => candidate.name === container);
    expect(app, `no app named ${container}`).toBeDefined();
    const config = readFileSync(join(app!.dir, 'rspack.config.mjs'), 'utf8');
    const exposes = config.slice(config.indexOf('exposes'));
    expect(exposes).toContain(`'./${exposedName}'`);
  });
});
