// Which pages the web benchmark visits, what each one should show, and how its requests are
// judged.
import { remoteApps } from '../../shared-platform/build/index.cjs';

/**
 * `renders`: the remotes whose UI the page is meant to show. `/` is the shell's own landing page
 * and shows no remote; `/lawyers` is mf_directory's DirectoryPage. Which remotes a page actually
 * shows is read from the page (bench-render-probe.mjs); this list is what that is compared with,
 * and what is assumed if the probe cannot read React.
 */
export const benchPages = Object.freeze([
  { path: '/', renders: [], jsBudgetGzipBytes: 170 * 1024 },
  { path: '/lawyers', renders: ['mf_directory'] },
]);

/**
 * Remotes whose UI may be on every page: the floating help widget
 * (mf_support_widgets/FloatingHelp). Its code is legitimate on a page only where the probe sees
 * it actually rendered.
 */
export const remotesOnEveryPage = Object.freeze(['mf_support_widgets']);

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `mf-manifest.json` / `remoteEntry.js` / chunk / other, for a file served by a remote. */
function remoteFileKind(pathname, isJs) {
  const name = pathname.split('/').pop() ?? '';
  if (name === 'mf-manifest.json' || name === 'mf-stats.json') return 'manifest';
  if (name === 'remoteEntry.js') return 'remoteEntry';
  return isJs ? 'chunk' : 'other';
}

function emptyCounts() {
  return {
    requests: 0,
    jsRequests: 0,
    jsBytes: 0,
    jsGzipBytes: 0,
    jsGzipAfterPaint: 0,
    transferBytes: 0,
    failed: 0,
  };
}

/**
 * Groups a page's requests by origin (the shell, each remote, anything else such as Supabase)
 * and judges the remote traffic against what the page shows.
 * `origins`: app name -> origin actually served.
 */
export function analysePage(page, measurement, origins) {
  const appByOrigin = new Map([...origins].map(([name, origin]) => [origin, name]));
  const remoteNames = new Set(remoteApps.map((app) => app.name));
  const groups = new Map();
  const totals = emptyCounts();
  const { firstPaintAt } = measurement;
  for (const record of measurement.records) {
    let origin;
    let pathname;
    try {
      const url = new URL(record.url);
      origin = url.protocol === 'data:' ? 'data:' : url.origin;
      pathname = url.pathname;
    } catch {
      origin = 'other';
      pathname = record.url;
    }
    const label = appByOrigin.get(origin) ?? origin;
    if (!groups.has(label)) {
      groups.set(label, {
        label,
        origin,
        isRemote: remoteNames.has(label),
        ...emptyCounts(),
        files: [],
      });
    }
    const group = groups.get(label);
    const kind = group.isRemote
      ? remoteFileKind(pathname, record.isJs)
      : record.isJs
        ? 'js'
        : record.resourceType;
    const afterPaint = firstPaintAt != null && record.startedAt > firstPaintAt;
    group.files.push({ ...record, pathname, kind, afterPaint });
    for (const target of [group, totals]) {
      target.requests += 1;
      target.transferBytes += record.transferBytes;
      if (record.failure || (record.status ?? 0) >= 400) target.failed += 1;
      if (record.isJs) {
        target.jsRequests += 1;
        target.jsBytes += record.bodyBytes;
        target.jsGzipBytes += record.gzipBytes ?? 0;
        if (afterPaint) target.jsGzipAfterPaint += record.gzipBytes ?? 0;
      }
    }
  }

  // What the page shows: read from React when possible, else the declared expectation.
  const probe = measurement.remotes ?? { available: false, boundaries: [] };
  const rendered = [
    ...new Set(
      probe.boundaries
        .filter((boundary) => boundary.state === 'rendered')
        .map((boundary) => boundary.remote),
    ),
  ];
  const shown = new Set(probe.available ? rendered : [...page.renders, ...remotesOnEveryPage]);
  const unexpectedUi = probe.available
    ? rendered.filter((name) => !page.renders.includes(name) && !remotesOnEveryPage.includes(name))
    : [];
  const declaredNotRendered = probe.available
    ? page.renders
        .filter((name) => !rendered.includes(name))
        .map((name) => ({
          remote: name,
          state:
            probe.boundaries.find((boundary) => boundary.remote === name)?.state ?? 'not mounted',
        }))
    : [];

  const remoteGroups = [...groups.values()].filter((group) => group.isRemote);
  const contacted = remoteGroups.map((group) => group.label);
  // Code of a remote the page does not show: its chunks are findings (code downloaded for UI
  // that is not there); its manifest/remoteEntry are listed too (the runtime contacted it).
  const unshownChunks = [];
  const unshownEntries = [];
  for (const group of remoteGroups) {
    if (shown.has(group.label)) continue;
    for (const file of group.files) {
      if (file.kind === 'chunk' || file.kind === 'other') {
        unshownChunks.push({ remote: group.label, ...file });
      } else {
        unshownEntries.push({ remote: group.label, ...file });
      }
    }
  }
  const unshownJsGzip = [...unshownChunks, ...unshownEntries]
    .filter((file) => file.isJs)
    .reduce((sum, file) => sum + (file.gzipBytes ?? 0), 0);
  const remoteJsGzip = remoteGroups.reduce((sum, group) => sum + group.jsGzipBytes, 0);
  return {
    page,
    measurement,
    groups: [...groups.values()],
    totals,
    contacted,
    probe,
    shown: [...shown],
    unexpectedUi,
    declaredNotRendered,
    unshownChunks,
    unshownEntries,
    unshownJsGzip,
    remoteJsGzip,
  };
}
