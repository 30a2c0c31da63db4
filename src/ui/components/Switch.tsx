import { joinClasses } from './join-classes';
import { useToggle, type ToggleProps } from './native-field';
import { control, root, thumb, track } from './Switch.css';

export type SwitchProps = ToggleProps;

/**
 * An on/off toggle that takes effect immediately (use Checkbox for choices submitted later). Built
 * on a native checkbox, without react-aria: its press, focus and validation hooks cost ~35 ms of a
 * throttled phone's hydration for the first switch on a page (issue #9).
 *
 * **When to use:** settings applied at once: "Wrap lines", "Show line numbers", "Uppercase".
 * **Use something else:** `Checkbox` for choices applied on submit or chosen as a set, `RadioGroup` for
 * more than two states, `Button` for an action.
 *
 * **Accessibility:** `role="switch"` on a native checkbox inside its label; Space toggles it and the
 * state is read as on/off. The whole row is the target.
 */
export function Switch(props: SwitchProps) {
  const { inputProps, help, labelProps } = useToggle(props);
  return (
    <div className={joinClasses(root, props.className)}>
      <label className={control} {...labelProps}>
        {/* eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox: its `checked` is the switch's state */}
        <input {...inputProps} role="switch" />
        <span className={track}>
          <span className={thumb} />
        </span>
        <span>{props.children}</span>
      </label>
      {help}
    </div>
  );
}
