// @nyaya/api-report: one api-extractor report per entry of a shared package's `exports`, and the
// check that fails when a committed report no longer matches the package. See README.md.
export {
  listEntries,
  readPackageJson,
  reportFileNameOf,
  REPORT_EXTENSION,
  REPORT_FOLDER,
  type PackageEntry,
  type PackageJson,
} from './entries';
export {
  baseConfigFile,
  generateReports,
  tidyReport,
  type GeneratedReport,
  type GeneratedReports,
} from './generate';
export {
  checkApiReports,
  compareReports,
  describeProblems,
  reportDirOf,
  writeReports,
  type ReportProblem,
  type WrittenReport,
} from './compare';
