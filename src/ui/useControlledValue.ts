import { useState } from 'react';

/**
 * A value that the caller may control (`value` given) or leave to the component (`defaultValue`
 * first, then whatever `set` records). `set` only records in uncontrolled use; calling the
 * caller's change handler stays with the component.
 */
export function useControlledValue<T>(value: T | undefined, defaultValue: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
  };
  return [value !== undefined ? value : own, set];
}
