// Typed translation keys for the shell's own type check (see shared-platform's README, i18n).
import 'i18next';
import type { CommonResources } from '@nyaya/shared-platform';
import type { UnsubscribeResources } from '../features/unsubscribe/en';
import type { ShellResources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: {
      common: CommonResources;
      // The unsubscribe page registers its strings when it loads.
      shell: ShellResources & { unsubscribe: UnsubscribeResources };
    };
  }
}
