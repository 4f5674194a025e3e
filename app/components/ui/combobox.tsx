/**
 * A combobox over downshift's useCombobox: a text field (input or
 * textarea) and a list of options that the arrows move through, Enter (or
 * a click) picks and Escape closes, with the ARIA of the combobox pattern.
 * The caller feeds the options (from a fetcher, a loader, a list) and lays
 * out the field and the list; keys go to the field while the list is
 * closed. Without JavaScript the field is a plain field of its form.
 */
import { useCombobox, type UseComboboxStateChangeTypes } from "downshift";
import type { KeyboardEvent, ReactNode } from "react";

export interface ComboboxProps<Item> {
  items: Item[];
  itemKey: (item: Item) => string;
  /** The text an option stands for. */
  itemText: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** The list shows (when it has options). */
  open: boolean;
  onPick: (item: Item) => void;
  /** The list asks to close (Escape, leaving the field). */
  onClose?: () => void;
  /** The field's id (its label's `htmlFor`). */
  id?: string;
  /** The typed text, for a controlled field; without it the field keeps its own value. */
  text?: string;
  onText?: (text: string) => void;
  /** The first option is highlighted as the list opens (Enter picks it). */
  highlightFirst?: boolean;
  /** Tab picks the highlighted option and stays in the field. */
  tabPicks?: boolean;
  /** Enter with no option highlighted. */
  onEnter?: () => void;
  /** Down past the last option loads more; resolves true when options were added (the first of them is highlighted). */
  more?: { has: boolean; load: () => Promise<boolean> };
  /** A textarea: it is a combobox for assistive technology only while its list shows. */
  multiline?: boolean;
  listClassName?: string;
  optionClassName?: string;
  children: (parts: { fieldProps: (props: FieldProps) => FieldProps; list: ReactNode }) => ReactNode;
}

type FieldProps = Record<string, unknown> & { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void };

const COMBOBOX_ATTRIBUTES = ["role", "aria-expanded", "aria-controls", "aria-activedescendant", "aria-autocomplete"];

export function Combobox<Item>({
  items,
  itemKey,
  itemText,
  renderItem,
  listLabel,
  open,
  onPick,
  onClose,
  id,
  text,
  onText,
  highlightFirst,
  tabPicks,
  onEnter,
  more,
  multiline,
  listClassName = "",
  optionClassName = "",
  children,
}: ComboboxProps<Item>) {
  const isOpen = open && items.length > 0;
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, selectItem, setHighlightedIndex } = useCombobox({
    items,
    isOpen,
    inputId: id,
    // Every pick is news, even of the option picked last time.
    selectedItem: null,
    itemToString: (item) => (item ? itemText(item) : ""),
    itemToKey: (item: Item | null) => (item ? itemKey(item) : null),
    defaultHighlightedIndex: highlightFirst ? 0 : -1,
    ...(text === undefined ? {} : { inputValue: text }),
    stateReducer: (state, { type, changes }) =>
      // Leaving the field (a click on a button beside it) picks nothing.
      type === useCombobox.stateChangeTypes.InputBlur
        ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
        : changes,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
    onIsOpenChange: ({ isOpen: opening }) => {
      if (!opening) onClose?.();
    },
    onInputValueChange: ({ type, inputValue }) => {
      if (type === (useCombobox.stateChangeTypes.InputChange as UseComboboxStateChangeTypes)) onText?.(inputValue);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, own?: (event: KeyboardEvent<HTMLElement>) => void) => {
    own?.(event);
    const skip = () => Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
    if (event.defaultPrevented) return skip();
    // Enter on no option is the field's own (a form sends).
    if (event.key === "Enter" && (!isOpen || highlightedIndex < 0)) {
      if (onEnter) {
        event.preventDefault();
        onEnter();
      }
      return skip();
    }
    if (!isOpen) return skip();
    if (event.key === "Tab" && tabPicks && highlightedIndex >= 0) {
      event.preventDefault();
      selectItem(items[highlightedIndex]!);
    } else if (event.key === "ArrowDown" && more?.has && highlightedIndex === items.length - 1) {
      event.preventDefault();
      skip();
      const count = items.length;
      void more.load().then((added) => added && setHighlightedIndex(count));
    }
  };

  const fieldProps = ({ onKeyDown: own, ...props }: FieldProps): FieldProps => {
    const merged: FieldProps = getInputProps({
      "aria-labelledby": undefined,
      ...props,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, own),
    });
    if (text === undefined) delete merged.value;
    if (multiline && !isOpen) for (const name of COMBOBOX_ATTRIBUTES) delete merged[name];
    return merged;
  };

  const list = (
    <ul {...getMenuProps({ "aria-label": listLabel, hidden: !isOpen, className: listClassName })}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          {...getItemProps({ item, index })}
          className={`cursor-pointer rounded-md px-3 py-2 aria-selected:bg-(--primary-soft) ${optionClassName}`}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
  return children({ fieldProps, list });
}
