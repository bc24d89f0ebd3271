import { structuredPatch } from 'diff';

export interface TypesComparison {
  upToDate: boolean;
  /** Why not, with what to do about it; empty when up to date. */
  message: string;
  /** A unified diff from the committed file to the generated one, cut to `maxDiffLines`. */
  diff: string;
}

/**
 * Compares the committed types with freshly generated ones. `file` names the committed file
 * in the message; `committed` is null when there is no such file.
 */
export function compareDatabaseTypes(
  committed: string | null,
  generated: string,
  { file, maxDiffLines = 40 }: { file: string; maxDiffLines?: number },
): TypesComparison {
  if (committed === generated) return { upToDate: true, message: '', diff: '' };
  const fix = 'Run `pnpm db:types` and commit the result.';
  if (committed === null) {
    return {
      upToDate: false,
      message: `${file} is missing: the database types are generated from supabase/migrations. ${fix}`,
      diff: '',
    };
  }
  return {
    upToDate: false,
    message: `${file} does not match what supabase/migrations produce. ${fix}`,
    diff: shortDiff(committed, generated, file, maxDiffLines),
  };
}

function shortDiff(committed: string, generated: string, file: string, maxLines: number): string {
  const patch = structuredPatch(
    `${file} (committed)`,
    `${file} (from the migrations)`,
    committed,
    generated,
    undefined,
    undefined,
    { context: 2 },
  );
  const lines = [`--- ${patch.oldFileName}`, `+++ ${patch.newFileName}`];
  for (const hunk of patch.hunks) {
    lines.push(
      `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
      ...hunk.lines,
    );
  }
  if (lines.length <= maxLines) return lines.join('\n');
  const hidden = lines.length - maxLines;
  return [...lines.slice(0, maxLines), `… ${hidden} more diff line(s)`].join('\n');
}
