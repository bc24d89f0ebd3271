// `@nyaya/shared-design/patterns`: the page-level pieces every remote repeats (page header,
// counter cards, the load-error panel), IST date formatting and Indian number formatting. No Radix: a page pays only for
// these few components. The confirm dialog is in `/dialog` and the multi-select combobox in
// `/combobox`, next to what they are built on, so a page without them never downloads them.
export { PageHeader, type PageHeaderProps } from '../patterns/PageHeader/PageHeader';
export {
  CounterGrid,
  type CounterGridProps,
  type CounterItem,
} from '../patterns/CounterGrid/CounterGrid';
export {
  LoadErrorPanel,
  type LoadErrorPanelProps,
} from '../patterns/LoadErrorPanel/LoadErrorPanel';
export {
  formatDate,
  formatDateTime,
  formatTime,
  INDIA_TIME_ZONE,
  type FormatLocale,
} from '../patterns/format/dateTime';
export { formatNumber, formatRupees } from '../patterns/format/number';
