import { supportWidgetsHi } from '../../i18n/hi';
import { embedCommonHi } from './commonHi';
import type { EmbedCatalogs } from './strings';

/** The forms' frame in Hindi: the remote's catalog and the platform's `common` strings it shows. */
export const formCatalogsHi: EmbedCatalogs = {
  mf_support_widgets: supportWidgetsHi,
  common: embedCommonHi,
};
