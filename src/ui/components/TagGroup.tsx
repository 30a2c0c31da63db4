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
  id: string;
  label: string;
}

export interface TagGroupProps {
  label: string;
  items: TagItem[];
  /** Shows a remove button on each tag; Delete/Backspace removes the focused (or selected) tags. */
  onRemove?: (ids: string[]) => void;
  selectionMode?: SelectionMode;
  selectedKeys?: Iterable<Key> | 'all';
  defaultSelectedKeys?: Iterable<Key> | 'all';
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** What to show when `items` is empty, e.g. "No tags yet". */
  renderEmptyState?: string | (() => ReactNode);
  className?: string;
}

export const tagSelectionModes = ['none', 'single', 'multiple'] as const;

/** A labelled, keyboard-navigable list of tags that can be selected or removed. */
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
