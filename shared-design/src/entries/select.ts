// `@nyaya/shared-design/select`: Radix Select (the largest Radix family: popper, collection,
// typeahead) and MultiPicker, which is built on it.
export {
  Select,
  SELECT_POPUP_MAX_HEIGHT,
  type SelectProps,
  type SelectOption,
} from '../primitives/Select/Select';
export { MultiPicker, type MultiPickerProps } from '../primitives/MultiPicker/MultiPicker';
