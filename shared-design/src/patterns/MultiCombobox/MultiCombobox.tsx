import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
  type UseMultipleSelectionState,
  type UseMultipleSelectionStateChangeOptions,
} from 'downshift';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { FieldLabel } from '../../primitives/Field/Field';
import { CloseIcon } from '../../primitives/icons/icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import {
  Anchor,
  Chevron,
  ChipList,
  ChipTag,
  ChipText,
  Control,
  Empty,
  ErrorMessage,
  LabelRow,
  Menu,
  MenuItem,
  Popup,
  RemoveButton,
  RequiredMark,
  Root,
  TextInput,
  ToggleButton,
} from './MultiCombobox.styles';

/**
 * The combobox's own texts, translated by the caller (the design system has no i18n). The
 * functions receive what to name: an option, the field's label, a count of options.
 */
export interface MultiComboboxTexts {
  /** Names the toggle button, e.g. 'Show options for {label}'. */
  toggle: (label: string) => string;
  /** Names the list of chosen chips, e.g. 'Selected {label}'. */
  selected: (label: string) => string;
  /** Names a chip's 'x', e.g. 'Remove {option}'. */
  remove: (option: string) => string;
  /** Announced when an option is chosen, e.g. '{option} added.' */
  added: (option: string) => string;
  /** Announced when a chip is removed, e.g. '{option} removed.' */
  removed: (option: string) => string;
  /** Announced as the user types, e.g. '3 options available.' (count > 0). */
  results: (count: number) => string;
  /** Shown in place of the list when nothing matches, e.g. 'No matches'. */
  noMatches: string;
  /** Shown (and the placeholder) once every option is chosen, e.g. 'All options selected'. */
  allSelected: string;
}

export interface MultiComboboxProps<Option extends string> {
  /** Visible label of the text input; also names the listbox and the list of chosen chips. */
  label: string;
  texts: MultiComboboxTexts;
  /** Every option, in display order. */
  options: readonly Option[];
  /** The chosen options, in the order they were chosen. */
  value: readonly Option[];
  onChange: (value: Option[]) => void;
  onBlur?: () => void;
  /** The text input, e.g. react-hook-form's `field.ref`, so a form can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the text input (what the label points at); generated when omitted. */
  id?: string;
  placeholder?: string;
  /** Error text under the control; the input is then aria-invalid and described by it. */
  error?: string;
  /** Shows '*' after the label and marks the input aria-required. */
  required?: boolean;
  className?: string;
}

const { stateChangeTypes: comboboxChanges } = useCombobox;
const { stateChangeTypes: selectionChanges } = useMultipleSelection;

/** Removals made from a chip (its 'x', or Backspace/Delete on it), which take its focus away. */
const CHIP_REMOVALS: ReadonlySet<string> = new Set([
  selectionChanges.SelectedItemKeyDownBackspace,
  selectionChanges.SelectedItemKeyDownDelete,
  selectionChanges.FunctionRemoveSelectedItem,
]);

/** The not-yet-chosen options whose text contains `query`, ignoring case. */
function matchingOptions<Option extends string>(
  options: readonly Option[],
  chosen: readonly Option[],
  query: string,
): Option[] {
  const needle = query.trim().toLocaleLowerCase();
  return options.filter(
    (option) => !chosen.includes(option) && option.toLocaleLowerCase().includes(needle),
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A multi-select combobox on downshift (`useCombobox` + `useMultipleSelection`): typing filters
 * the options not chosen yet, ArrowUp/Down move, Enter or a click chooses, Escape closes. Chosen
 * options leave the list and show as chips before the input; a chip's 'x' (or Backspace/Delete on
 * it, or Backspace in the empty input for the last one) puts the option back. ArrowLeft from the
 * input's start and ArrowLeft/Right move between the chips' 'x' buttons. The list renders inline,
 * not in a portal, so it works inside a dialog's focus trap, and in the form's flow, so it never
 * covers the next field.
 */
export function MultiCombobox<Option extends string>({
  label,
  texts,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  placeholder,
  error,
  required = false,
  className,
}: MultiComboboxProps<Option>) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const chipList = useRef<HTMLUListElement>(null);
  // Index of the chip whose 'x' takes focus once a removal has rendered; -1: the input.
  const focusAfterRemoval = useRef<number | null>(null);
  // The input's text, which the options are filtered by. It is set from the input's own events,
  // in the same render as the keystroke: downshift calls its on*Change handlers from an effect
  // after the render, too late for text typed fast (a choice's "clear the input" would land on
  // the next character), and its own copy of the text is overridden by this one.
  const [query, setQuery] = useState('');
  // What changed, for screen readers: chips and the list change without moving focus.
  const [announcement, setAnnouncement] = useState('');

  const selectedItems = useMemo(() => [...value], [value]);
  const items = useMemo(() => matchingOptions(options, value, query), [options, value, query]);
  const allChosen = options.every((option) => value.includes(option));
  const invalid = Boolean(error);

  const resultsText = (count: number) =>
    count > 0 ? texts.results(count) : allChosen ? texts.allSelected : texts.noMatches;

  const {
    getSelectedItemProps,
    getDropdownProps,
    addSelectedItem,
    removeSelectedItem,
    setActiveIndex,
  } = useMultipleSelection<Option>({
    selectedItems,
    // The chip that takes a removed chip's place becomes the active one (its 'x' is focused).
    stateReducer: (
      state: UseMultipleSelectionState<Option>,
      { type, changes }: UseMultipleSelectionStateChangeOptions<Option>,
    ) => {
      const next = changes.selectedItems;
      if (!CHIP_REMOVALS.has(type) || !next) return changes;
      const removedIndex = state.selectedItems.findIndex((option) => !next.includes(option));
      return {
        ...changes,
        activeIndex: next.length === 0 ? -1 : Math.min(removedIndex, next.length - 1),
      };
    },
    onSelectedItemsChange: ({ type, selectedItems: next, activeIndex }) => {
      // Without this, removing the focused chip would drop keyboard focus to <body>.
      if (CHIP_REMOVALS.has(type)) focusAfterRemoval.current = activeIndex ?? -1;
      const removed = value.find((option) => !next.includes(option));
      const added = next.find((option) => !value.includes(option));
      if (removed) setAnnouncement(texts.removed(removed));
      else if (added) setAnnouncement(texts.added(added));
      onChange(next);
    },
  });

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<Option>({
    id: baseId,
    inputId: id,
    items,
    inputValue: query,
    // Controlled as "nothing": a choice becomes a chip, and the input is free for the next one.
    selectedItem: null,
    defaultHighlightedIndex: 0,
    itemToString: (item) => item ?? '',
    stateReducer: (
      _state: UseComboboxState<Option>,
      { type, changes }: UseComboboxStateChangeOptions<Option>,
    ) => {
      switch (type) {
        case comboboxChanges.InputKeyDownEnter:
        case comboboxChanges.ItemClick:
          // Stays open on the first remaining option, for the next choice.
          return { ...changes, isOpen: true, highlightedIndex: 0, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue: typed }) => {
      switch (type) {
        case comboboxChanges.InputKeyDownEnter:
        case comboboxChanges.ItemClick:
          if (selectedItem) addSelectedItem(selectedItem);
          break;
        case comboboxChanges.InputChange:
          setAnnouncement(resultsText(matchingOptions(options, value, typed ?? '').length));
          break;
        default:
          break;
      }
    },
  });

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === null) return;
    focusAfterRemoval.current = null;
    const removeButtons = chipList.current?.querySelectorAll('button');
    const button = target >= 0 ? removeButtons?.[target] : undefined;
    (button ?? input.current)?.focus();
  }, [value]);

  // Radix layers (the dialog) close on Escape from a capture listener on the document, before
  // the input sees the key. A window capture listener runs earlier, and a layer leaves a
  // prevented Escape alone: so Escape first closes the list (then clears the text), as here.
  useEffect(() => {
    const node = input.current;
    const view = node?.ownerDocument.defaultView;
    if (!node || !view || (!isOpen && query === '')) return;
    const keepLayerOpen = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === node) event.preventDefault();
    };
    view.addEventListener('keydown', keepLayerOpen, true);
    return () => view.removeEventListener('keydown', keepLayerOpen, true);
  }, [isOpen, query]);

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  // A click on the box around the chips and the input goes to the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) input.current?.focus();
  };

  return (
    <Root className={className}>
      <LabelRow>
        <FieldLabel {...getLabelProps()}>{label}</FieldLabel>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      <Anchor>
        <Control $invalid={invalid} onClick={focusInput}>
          {value.length > 0 && (
            <ChipList ref={chipList} aria-label={texts.selected(label)}>
              {value.map((option, index) => (
                <li key={option}>
                  <ChipTag>
                    <ChipText>{option}</ChipText>
                    <RemoveButton
                      type="button"
                      aria-label={texts.remove(option)}
                      {...getSelectedItemProps({
                        selectedItem: option,
                        index,
                        // Every 'x' stays in the Tab order, not only the active one.
                        tabIndex: 0,
                        // Arrow keys and Backspace/Delete then start from the focused chip.
                        onFocus: () => setActiveIndex(index),
                        onClick: (event) => {
                          // The removal replaces downshift's "make this chip active".
                          Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
                          removeSelectedItem(option);
                        },
                      })}
                    >
                      <CloseIcon />
                    </RemoveButton>
                  </ChipTag>
                </li>
              ))}
            </ChipList>
          )}
          <TextInput
            placeholder={allChosen ? texts.allSelected : placeholder}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={invalid ? errorId : undefined}
            {...getInputProps(
              getDropdownProps({
                ref: setInput,
                onBlur,
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  setQuery(event.currentTarget.value),
                onKeyDown: (event: ReactKeyboardEvent<HTMLInputElement>) => {
                  // Enter on an option chooses it (downshift, next); Escape on a closed list
                  // clears the text. Either way the text goes now, before the next key.
                  const choosing =
                    event.key === 'Enter' && isOpen && items[highlightedIndex] !== undefined;
                  if (choosing || (event.key === 'Escape' && !isOpen)) setQuery('');
                },
              }),
            )}
          />
          <ToggleButton type="button" aria-label={texts.toggle(label)} {...getToggleButtonProps()}>
            <Chevron $open={isOpen} />
          </ToggleButton>
        </Control>
        <Popup $open={isOpen}>
          <Menu {...getMenuProps()}>
            {isOpen &&
              items.map((item, index) => (
                <MenuItem
                  key={item}
                  $highlighted={index === highlightedIndex}
                  {...getItemProps({ item, index, onClick: () => setQuery('') })}
                >
                  {item}
                </MenuItem>
              ))}
          </Menu>
          {isOpen && items.length === 0 && <Empty>{resultsText(0)}</Empty>}
        </Popup>
      </Anchor>
      {invalid && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}
