import { Check, ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Icon } from './Icon';
import { FieldHelp, FieldLabel, joinClasses, type FieldProps } from './TextField';
import * as s from './Select.css';

export interface SelectItem {
  id: string;
  label: string;
  description?: string;
}

type ForwardedProps = Omit<
  AriaSelectProps<SelectItem>,
  'className' | 'children' | 'style' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'selectionMode'
>;

export interface SelectProps extends FieldProps, ForwardedProps {
  items: SelectItem[];
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

/** Single-choice dropdown: a button showing the value and a popover list of options. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...props
}: SelectProps) {
  const handleChange = (key: Key | null) => {
    if (key !== null) onSelectionChange?.(String(key));
  };
  return (
    <AriaSelect
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={handleChange}
      className={joinClasses(s.root, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className={s.trigger}>
        <SelectValue className={s.value}>
          {({ isPlaceholder, defaultChildren, selectedText }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <Icon icon={ChevronDown} size={16} className={s.chevron} />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={s.popover}>
        <ListBox items={items} className={s.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={s.option}>
              {({ isSelected }) => (
                <>
                  {/* Plain content, not label/description slots: the option's name then matches all its visible text. */}
                  <div className={s.optionText}>
                    <div>{item.label}</div>
                    {item.description ? <div className={s.optionDescription}>{item.description}</div> : null}
                  </div>
                  {isSelected ? <Icon icon={Check} size={16} className={s.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
