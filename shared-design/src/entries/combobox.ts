// `@nyaya/shared-design/combobox`: the multi-select combobox on downshift (typeahead, chips,
// announcements). Its own entry: only forms that choose several options download it.
export {
  MultiCombobox,
  type MultiComboboxProps,
  type MultiComboboxTexts,
} from '../patterns/MultiCombobox/MultiCombobox';
