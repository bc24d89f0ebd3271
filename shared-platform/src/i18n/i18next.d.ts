// Typed translation keys inside this package. Only this package's own type check sees this file
// (nothing imports it); each app declares the namespaces of its own program the same way, with
// `common` among them.
import 'i18next';
import type { CommonResources } from './en/common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources };
  }
}
