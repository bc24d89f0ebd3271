import 'styled-components';
import type { Theme } from './theme/theme';

declare module 'styled-components' {
  // Interface merging is the only way to type the styled-components theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
