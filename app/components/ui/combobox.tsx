import { useCombobox } from "downshift";
import type { ChangeEvent, KeyboardEvent, ReactNode } from "react";

export interface ComboboxProps<Item> {
  items: Item[];
  itemKey: (item: Item) => string;
  itemText: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  listLabel: string;
  open: boolean;
  onPick: (item: Item) => void;
  onClose?: () => void;
  id?: string;
  text?: string;
  onText?: (text: string) => void;
  highlightFirst?: boolean;
  tabPicks?: boolean;
  onEnter?: () => void;
  more?: { has: boolean; load: () => Promise<boolean> };
  multiline?: boolean;
  listClassName?: string;
  optionClassName?: string;
  children: (parts: { fieldProps: (props: FieldProps) => FieldProps; list: ReactNode }) => ReactNode;
}

type FieldProps = Record<string, unknown> & {
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

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

  const fieldProps = ({ onKeyDown: own, onChange: ownChange, ...props }: FieldProps): FieldProps => {
    const merged: FieldProps = getInputProps({
      "aria-labelledby": undefined,
      ...props,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, own),
      // In the keystroke's own event: downshift reports a typed value from an effect, a render late, and a
      // controlled field rendered with the old text in between drops the next keystroke.
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        ownChange?.(event);
        onText?.(event.target.value);
      },
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
