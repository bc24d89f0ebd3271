// `@nyaya/shared-design/select`: Radix Select (the largest Radix family: popper, collection,
// typeahead). Choosing several options is `@nyaya/shared-design/combobox`.
export {
  Select,
  SELECT_POPUP_MAX_HEIGHT,
  type SelectProps,
  type SelectOption,
} from '../primitives/Select/Select';
