import { useRef, useState, type ReactNode } from 'react';
import { useAutocomplete } from 'react-aria';
import { AutocompleteStateContext, FieldInputContext, Provider, SelectableCollectionContext } from 'react-aria-components';

export interface PaletteSearchProps {
  /** The field's text (controlled). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The search field and the collection it drives. */
  children: ReactNode;
}

/**
 * The command palette's link between its search field and its result menu: typing stays in the
 * field while the arrow keys move through the menu (virtual focus, announced through
 * aria-activedescendant). It does what react-aria-components' `Autocomplete` does for a controlled
 * field, through the same contexts, but lives in the palette's own chunk: the design system's shared
 * chunk holds the module that defines `Autocomplete` (its text field reads the same context), so
 * importing `Autocomplete` from there put react-aria's autocomplete hook (2.2 kB gzip) in every
 * page that uses a text field.
 */
export function PaletteSearch({ inputValue, onInputChange, children }: PaletteSearchProps) {
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const state = { inputValue, setInputValue: onInputChange, focusedNodeId, setFocusedNodeId };
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const { inputProps, collectionProps, collectionRef: mergedCollectionRef, filter } = useAutocomplete({ inputRef, collectionRef }, state);
  return (
    <Provider
      values={[
        [AutocompleteStateContext, state],
        [FieldInputContext, { ...inputProps, ref: inputRef }],
        [SelectableCollectionContext, { ...collectionProps, filter, ref: mergedCollectionRef }],
      ]}
    >
      {children}
    </Provider>
  );
}
