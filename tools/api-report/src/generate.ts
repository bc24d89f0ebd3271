import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  type IConfigFile,
} from '@microsoft/api-extractor';
import ts from 'typescript';
import { listEntries, readPackageJson, type PackageEntry } from './entries';

export interface GeneratedReport {
  readonly entry: PackageEntry;
  /** The report's text, as committed under `<package>/api/`. */
  readonly text: string;
}

export interface GeneratedReports {
  readonly packageName: string;
  readonly packageDir: string;
  readonly reports: readonly GeneratedReport[];
  /** api-extractor's warnings (errors throw). */
  readonly warnings: readonly string[];
}

const toolDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const baseConfigFile = path.join(toolDir, 'api-extractor.json');

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

function packageCompilerOptions(packageDir: string): ts.CompilerOptions {
  const configFile = path.join(packageDir, 'tsconfig.json');
  if (!fs.existsSync(configFile)) return {};
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
    },
  });
  if (!parsed) throw new Error(`Cannot read ${configFile}`);
  return parsed.options;
}

function declarationFileOf(sourceFile: string): string {
  return sourceFile.replace(/\.([mc]?)tsx?$/, (_match, flavour: string) => `.d.${flavour}ts`);
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** TS2742: an inferred type refers to a module that the package cannot name. */
const UNNAMEABLE_TYPE = 2742;

/**
 * The packages that TS2742 diagnostics say cannot be named, and where they are installed: the
 * quoted reference is a path like `.pnpm/pretty-format@27.5.1/node_modules/pretty-format`.
 */
function unnameablePackages(
  diagnostics: readonly ts.Diagnostic[],
  packageDir: string,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const diagnostic of diagnostics) {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const reference = /'([^']*node_modules\/((?:@[^/']+\/)?[^/']+))'/.exec(text);
    if (!reference) continue;
    const [, referencePath = '', packageName = ''] = reference;
    for (let dir = packageDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', referencePath);
      if (fs.existsSync(candidate)) {
        found.set(packageName, candidate);
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return found;
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, formatHost).trimEnd();
}

interface EmittedDeclarations {
  /** Each entry's declaration file. */
  readonly declarations: Map<PackageEntry, string>;
  /** The `paths` the declarations need to resolve their imports (see emitDeclarations). */
  readonly paths: Record<string, string[]>;
}

/**
 * Emits the declarations of the source entries (and what they import) with the package's own
 * compiler options, the way `tsc` would with `emitDeclarationOnly`. Type errors are left to
 * `pnpm typecheck` (`noCheck`); an error that stops declaration emit fails here.
 *
 * One exception: when an exported function's inferred type refers to a package that this
 * package does not depend on (TS2742, e.g. testing-library's render result and its
 * pretty-format options), the compiler cannot write it. The emit is retried with that package
 * made resolvable by its name, the report shows it as an import of that package, and a warning
 * says which declaration should get an explicit type.
 */
function emitDeclarations(
  packageDir: string,
  entries: readonly PackageEntry[],
  outDir: string,
  warnings: string[],
): EmittedDeclarations {
  const packageOptions = packageCompilerOptions(packageDir);
  const paths: Record<string, string[]> = { ...packageOptions.paths };
  const sources = entries.filter((entry) => entry.kind === 'source');
  if (sources.length === 0) {
    return { declarations: new Map(entries.map((entry) => [entry, entry.typesFile])), paths };
  }

  // A retry parses nothing twice.
  const parsed = new Map<string, ts.SourceFile | undefined>();
  let program: ts.Program;
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(outDir, { recursive: true, force: true });
    const options: ts.CompilerOptions = {
      ...packageOptions,
      paths,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      inlineSourceMap: false,
      composite: false,
      incremental: false,
      tsBuildInfoFile: undefined,
      declarationDir: undefined,
      outDir,
      rootDir: packageDir,
      noCheck: true,
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
      if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, languageVersion, ...rest));
      return parsed.get(key);
    };
    program = ts.createProgram({
      rootNames: sources.map((entry) => entry.typesFile),
      options,
      host,
    });
    const emitResult = program.emit(undefined, undefined, undefined, true);
    const errors = [
      ...program.getOptionsDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...emitResult.diagnostics,
    ].filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    if (errors.length === 0) break;

    const unnameable = errors.filter((diagnostic) => diagnostic.code === UNNAMEABLE_TYPE);
    const missing = [...unnameablePackages(unnameable, packageDir)].filter(
      ([name]) => !(name in paths),
    );
    if (attempt > 1 || unnameable.length < errors.length || missing.length === 0) {
      throw new Error(
        `Cannot emit the declarations of ${path.basename(packageDir)}:\n${formatDiagnostics(errors)}`,
      );
    }
    for (const [name, dir] of missing) {
      paths[name] = [dir];
      paths[`${name}/*`] = [`${dir}/*`];
    }
    warnings.push(
      ...unnameable.map(
        (diagnostic) =>
          `${formatDiagnostics([diagnostic]).replace(': error TS', ': TS')}\n  The report names it as an import of ${missing
            .map(([name]) => name)
            .join(', ')}; give the declaration an explicit type.`,
      ),
    );
  }

  // Hand-written declaration files of the package (a module augmentation) are not emitted, but
  // the emitted files may import them: copy them to the same relative place.
  for (const sourceFile of program.getSourceFiles()) {
    const file = path.resolve(sourceFile.fileName);
    if (!sourceFile.isDeclarationFile || !isInside(packageDir, file)) continue;
    if (path.relative(packageDir, file).split(path.sep).includes('node_modules')) continue;
    const copy = path.join(outDir, path.relative(packageDir, file));
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(file, copy);
  }

  const declarationOf = (entry: PackageEntry): string => {
    if (entry.kind === 'declarations') return entry.typesFile;
    const emitted = path.join(
      outDir,
      declarationFileOf(path.relative(packageDir, entry.typesFile)),
    );
    if (!fs.existsSync(emitted)) {
      throw new Error(`${entry.specifier}: the compiler emitted no ${emitted}`);
    }
    return emitted;
  };
  return { declarations: new Map(entries.map((entry) => [entry, declarationOf(entry)])), paths };
}

/** api-extractor's remark on a declaration: `// @public (undocumented)`, `// @public @deprecated`. */
const synopsisLine =
  /^(\s*)\/\/ ((?:@[A-Za-z]+|\(undocumented\))(?: (?:@[A-Za-z]+|\(undocumented\)))*)$/;

/**
 * The report without what says nothing about the contract, so that it changes only when the
 * contract does: every declaration's `@public` (the contract has one release level), the
 * `(undocumented)` remarks (documenting a prop is not a contract change) and the note on the
 * missing `@packageDocumentation`. Other remarks (`@deprecated`, `@internal`) stay. The title
 * names the entry, not only the package.
 */
export function tidyReport(text: string, packageName: string, specifier: string): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '// (No @packageDocumentation comment for this package)') continue;
    const synopsis = synopsisLine.exec(line);
    if (synopsis) {
      const [, indent, remarks = ''] = synopsis;
      const kept = remarks
        .split(' ')
        .filter((remark) => remark !== '@public' && remark !== '(undocumented)');
      if (kept.length > 0) lines.push(`${indent}// ${kept.join(' ')}`);
      continue;
    }
    lines.push(line);
  }
  return lines
    .join('\n')
    .replace(`## API Report File for "${packageName}"`, `## API Report File for "${specifier}"`)
    .replace(/\n{3,}/g, '\n\n');
}

function describeMessage(message: ExtractorMessage, packageDir: string): string {
  return message.formatMessageWithLocation(packageDir);
}

/**
 * Where an entry that imports its own package by name (the dev host imports the root entry)
 * finds it: the emitted declarations, through a `node_modules/<package>` link in the work
 * folder. Through a `node_modules` path, the compiler takes the import for a library's, so the
 * report shows `import { RuntimeConfig } from '@nyaya/shared-platform'`, as the code says,
 * instead of copying the root entry's declarations into the dev host's report. Entries that
 * are hand-written declaration files are not linked: nothing imports them by name.
 */
function selfImportPaths(
  packageName: string,
  declarations: Map<PackageEntry, string>,
  workDir: string,
): Record<string, string[]> {
  const typesDir = path.join(workDir, 'types');
  if (!fs.existsSync(typesDir)) return {};
  const link = path.join(workDir, 'node_modules', packageName);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(typesDir, link, 'junction');
  const paths: Record<string, string[]> = {};
  for (const [entry, file] of declarations) {
    if (entry.kind === 'source')
      paths[entry.specifier] = [path.join(link, path.relative(typesDir, file))];
  }
  return paths;
}

/**
 * Where the workspace packages this package depends on by their sources (exports that point at
 * `.ts` files, as `@nyaya/db` does) are found: their declarations, emitted into a
 * `node_modules/<package>` folder of the work folder. The compiler then takes them for a
 * library's, and the report shows `import { Tables } from '@nyaya/db'`, as the code says.
 */
function workspaceSourcePaths(
  packageDir: string,
  workDir: string,
  warnings: string[],
): Record<string, string[]> {
  const packageJson = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const dependencies = {
    ...packageJson.devDependencies,
    ...packageJson.peerDependencies,
    ...packageJson.dependencies,
  };
  const paths: Record<string, string[]> = {};
  for (const [name, range] of Object.entries(dependencies)) {
    const installed = path.join(packageDir, 'node_modules', name);
    if (!range.startsWith('workspace:') || !fs.existsSync(installed)) continue;
    const dependencyDir = fs.realpathSync(installed);
    const entries = listEntries(dependencyDir).filter((entry) => entry.kind === 'source');
    if (entries.length === 0) continue;
    const outDir = path.join(workDir, 'node_modules', name);
    const { declarations } = emitDeclarations(dependencyDir, entries, outDir, warnings);
    for (const [entry, file] of declarations) paths[entry.specifier] = [file];
  }
  return paths;
}

/**
 * Runs api-extractor once per entry, on one shared compiler state (one TypeScript program for
 * all of a package's entries: api-extractor 7 reports a single entry point per run).
 */
function extractReports(
  packageDir: string,
  packageJson: ReturnType<typeof readPackageJson>,
  { declarations, paths: emitPaths }: EmittedDeclarations,
  workDir: string,
  warnings: string[],
): GeneratedReport[] {
  const baseConfig = ExtractorConfig.loadFile(baseConfigFile);
  const entryFiles = [...declarations.values()];
  const reportDir = path.join(workDir, 'reports');
  const paths = {
    ...emitPaths,
    ...workspaceSourcePaths(packageDir, workDir, warnings),
    ...selfImportPaths(packageJson.name, declarations, workDir),
  };
  const tsconfigFile = path.join(packageDir, 'tsconfig.json');
  const overrideTsconfig = {
    ...(fs.existsSync(tsconfigFile) ? { extends: tsconfigFile } : {}),
    compilerOptions: { noEmit: true, skipLibCheck: true, paths },
    files: entryFiles,
    include: [],
  };

  const errors: string[] = [];
  let compilerState: CompilerState | undefined;
  const reports: GeneratedReport[] = [];

  for (const [entry, file] of declarations) {
    const configObject: IConfigFile = {
      ...baseConfig,
      projectFolder: packageDir,
      mainEntryPointFilePath: file,
      compiler: { overrideTsconfig },
      apiReport: {
        ...baseConfig.apiReport,
        enabled: true,
        reportFileName: entry.reportFileName,
        // The tool compares and writes the committed reports itself.
        reportFolder: reportDir,
        reportTempFolder: reportDir,
      },
    };
    const extractorConfig = ExtractorConfig.prepare({
      configObject,
      configObjectFullPath: baseConfigFile,
      packageJsonFullPath: path.join(packageDir, 'package.json'),
      packageJson: { name: packageJson.name, version: packageJson.version ?? '0.0.0' },
    });
    compilerState ??= CompilerState.create(extractorConfig, { additionalEntryPoints: entryFiles });
    const result = Extractor.invoke(extractorConfig, {
      localBuild: true,
      compilerState,
      messageCallback: (message) => {
        message.handled = true;
        if (message.logLevel === ExtractorLogLevel.Error) {
          errors.push(`${entry.specifier}: ${describeMessage(message, packageDir)}`);
        } else if (message.logLevel === ExtractorLogLevel.Warning) {
          warnings.push(`${entry.specifier}: ${describeMessage(message, packageDir)}`);
        }
      },
    });
    if (!result.succeeded || errors.length > 0) {
      throw new Error(
        `api-extractor failed on ${entry.specifier}:\n${errors.join('\n') || `${result.errorCount} error(s)`}`,
      );
    }
    const text = tidyReport(
      fs.readFileSync(path.join(reportDir, entry.reportFileName), 'utf8'),
      packageJson.name,
      entry.specifier,
    );
    reports.push({ entry, text });
  }
  return reports;
}

/**
 * The API report of every entry in the package's `exports`, generated from its current
 * sources. Work files go to `<package>/.temp/` (git-ignored), where the package's dependencies
 * resolve as from its sources, and are removed afterwards. Not under `node_modules/`: the
 * compiler would take the emitted declarations for a library's and api-extractor would report
 * every local module as an external import.
 */
export function generateReports(packageDirArgument: string): GeneratedReports {
  const packageDir = path.resolve(packageDirArgument);
  const packageJson = readPackageJson(packageDir);
  const entries = listEntries(packageDir);
  const tempDir = path.join(packageDir, '.temp');
  fs.mkdirSync(tempDir, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(tempDir, 'api-report-'));
  try {
    const warnings: string[] = [];
    const emitted = emitDeclarations(packageDir, entries, path.join(workDir, 'types'), warnings);
    const reports = extractReports(packageDir, packageJson, emitted, workDir, warnings);
    return { packageName: packageJson.name, packageDir, reports, warnings };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
