import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  Tag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type Selection,
  type SelectionMode,
} from 'react-aria-components';
import { Check, X } from 'lucide-react';
import { fieldLabel } from '../styles.css';
import { Icon } from './Icon';
import { check, empty, group, list, remove, tag } from './TagGroup.css';

export interface TagItem {
  /** The key used for selection and removal. */
  id: string;
  /** The tag's text. */
  label: string;
}

export interface TagGroupProps {
  /** Visible label; names the list. */
  label: string;
  /** The tags, in order. */
  items: TagItem[];
  /** Shows a remove button on each tag; Delete/Backspace removes the focused (or selected) tags. */
  onRemove?: (ids: string[]) => void;
  /** `none` (default), `single` or `multiple`: tags become toggleable filter chips. */
  selectionMode?: SelectionMode;
  /** Selected tag ids (controlled). */
  selectedKeys?: Iterable<Key> | 'all';
  /** Tag ids selected at first (uncontrolled). */
  defaultSelectedKeys?: Iterable<Key> | 'all';
  /** Called with the new selection. */
  onSelectionChange?: (keys: Selection) => void;
  /** Tags that cannot be selected or removed. */
  disabledKeys?: Iterable<Key>;
  /** What to show when `items` is empty, e.g. "No tags yet". */
  renderEmptyState?: string | (() => ReactNode);
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

export const tagSelectionModes = ['none', 'single', 'multiple'] as const;

/**
 * A labelled, keyboard-navigable list of tags that can be selected or removed.
 *
 * **When to use:** keywords, filters, a list of added items the user can remove one by one.
 * **Use something else:** `Badge` for a static label, `Checkbox`es for a few options with long labels,
 * `Select` for one choice from many.
 *
 * **Accessibility:** a grid with one tab stop: arrow keys move between tags, Space/Enter select (with a
 * selection mode), Delete or Backspace removes the focused tag when `onRemove` is set, and each remove
 * button is named after its tag.
 */
export function TagGroup({ label, items, onRemove, renderEmptyState, className, ...props }: TagGroupProps) {
  const emptyState = typeof renderEmptyState === 'string' ? () => renderEmptyState : renderEmptyState;
  return (
    <AriaTagGroup
      {...props}
      onRemove={onRemove ? (keys) => onRemove([...keys].map(String)) : undefined}
      className={className ? `${group} ${className}` : group}
    >
      <Label className={fieldLabel}>{label}</Label>
      <TagList items={items} className={list} renderEmptyState={emptyState ? () => <span className={empty}>{emptyState()}</span> : undefined}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={tag}>
            {({ allowsRemoving, isSelected }) => (
              <>
                {isSelected ? <Icon icon={Check} size={16} className={check} /> : null}
                {item.label}
                {/* RAC names this button "Remove {label}" (localised) via aria-labelledby. */}
                {allowsRemoving ? (
                  <AriaButton slot="remove" className={remove}>
                    <Icon icon={X} size={16} />
                  </AriaButton>
                ) : null}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </AriaTagGroup>
  );
}
