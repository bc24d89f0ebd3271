export { LegalRoute } from './components/LegalRoute';
export { loadLegalPage } from './legalView';
export { loadLegalDocument } from './model/documents';
export {
  LEGAL_PAGES,
  legalPage,
  legalPageAt,
  type LegalPage,
  type LegalPageId,
} from './model/pages';
export { LEGAL_NOTICE_VERSIONS } from './model/versions';
