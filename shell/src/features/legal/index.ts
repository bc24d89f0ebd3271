export { LegalRoute } from './components/LegalRoute';
export { loadLegalDocument } from './model/documents';
export {
  LEGAL_PAGES,
  legalPage,
  legalPageAt,
  type LegalPage,
  type LegalPageId,
} from './model/pages';
