import { join } from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const sourceDir = join(process.cwd(), 'src');

// Dynamic imports count: a cycle through a lazily loaded dialog is still a cycle of features.
describe("the shell's modules", () => {
  it('import one another without cycles', async () => {
    const graph = await madge(sourceDir, {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(process.cwd(), 'tsconfig.json'),
      excludeRegExp: [/\.test\.tsx?$/],
    });
    expect(graph.circular()).toEqual([]);
  });

  it('the check finds a cycle where there is one', async () => {
    const graph = await madge(
      {
        'features/a.ts': ['features/b.ts'],
        'features/b.ts': ['features/c.ts'],
        'features/c.ts': ['features/a.ts'],
      },
      {},
    );
    expect(graph.circular()).toEqual([['features/a.ts', 'features/b.ts', 'features/c.ts']]);
  });
});
