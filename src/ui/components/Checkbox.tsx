import { useLayoutEffect, useRef } from 'react';
import { Check, Minus } from 'lucide-react';
import { Icon } from './Icon';
import { joinClasses } from './join-classes';
import { useToggle, type ToggleProps } from './native-field';
import { box, checkMark, control, dashMark, root } from './Checkbox.css';

export interface CheckboxProps extends ToggleProps {
  /** Shows a dash and is read as "mixed" (e.g. "select all" over a partial selection) while set, whatever the checked state. */
  isIndeterminate?: boolean;
}

/**
 * An independent yes/no choice that applies when the form or tool uses it, e.g. "Include symbols".
 * A 20px box inside a label at least 24px tall; indeterminate shows a dash. Built on a native
 * checkbox, without react-aria, for hydration cost (issue #9).
 *
 * **When to use:** for options that are chosen together, several at a time.
 * **Use something else:** `Switch` for a setting that takes effect immediately, `RadioGroup` for
 * one choice out of several, `TagGroup` with selection for many short filter chips.
 *
 * **Accessibility:** a native checkbox input inside its label, so the whole row is the target. Space
 * toggles it; the checked, indeterminate ("mixed") and invalid states are exposed to screen readers,
 * and the description and error are linked to it.
 */
export function Checkbox({ isIndeterminate = false, ...props }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A click clears the browser's indeterminate flag; the prop decides while it is set.
  const { inputProps, help, labelProps } = useToggle(props, (input) => {
    input.indeterminate = isIndeterminate;
  });

  // `indeterminate` is a property only (no attribute), so it is set after render, before paint.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);

  return (
    <div className={joinClasses(root, props.className)}>
      <label className={control} {...labelProps}>
        <input {...inputProps} ref={inputRef} />
        {/* Both marks are drawn and CSS shows the one the input's state calls for, so the box
            follows the native state even before the page hydrates. */}
        <span className={box}>
          <Icon icon={Check} size={16} className={checkMark} />
          <Icon icon={Minus} size={16} className={dashMark} />
        </span>
        <span>{props.children}</span>
      </label>
      {help}
    </div>
  );
}
