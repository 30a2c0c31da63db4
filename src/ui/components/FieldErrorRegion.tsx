import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Icon } from './Icon';
import { error, errorIcon, errorRegion } from './TextField.css';

export interface FieldErrorRegionProps {
  /** The error element's id, for the field's `aria-describedby` while it shows. */
  id: string;
  /** The message; nothing shows while it is empty (`null`, `undefined` or `''`). */
  message?: ReactNode;
}

/**
 * A field's error under it, for fields built on native elements (Select, Slider, PlainTextField;
 * the react-aria fields use FieldErrorMessage). The polite live region is always mounted, so the
 * message is announced when it appears; while empty it leaves the flow.
 */
export function FieldErrorRegion({ id, message }: FieldErrorRegionProps) {
  return (
    <div aria-live="polite" className={errorRegion}>
      {message ? (
        <div id={id} className={error}>
          <Icon icon={CircleAlert} size={16} className={errorIcon} />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}
