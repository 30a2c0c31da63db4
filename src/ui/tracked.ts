/**
 * Records a promise's outcome on the promise itself (`status`, `value`, `reason`), the shape
 * React's `use()` reads synchronously. Once it has settled, `use(promise)` returns at once
 * instead of suspending — which lets prerendering and hydration render code-split pages and
 * tools synchronously after they were preloaded.
 */
export function track<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
