/**
 * Password strength estimation off the main thread (issue #37): zxcvbn takes seconds on a long
 * password, and a Worker keeps typing smooth meanwhile. The dictionaries are built once, on the
 * first task ('warm'), and kept for every later estimate; the page never restarts this worker
 * for a newer password (keepWorker in usePasswordStrength.ts), it ignores the stale answer.
 */
import { serveTasks } from '../../ui/tasks';
import { slimEstimate } from './estimate';
import { createEstimator, feedbackId, type ZxcvbnCheck } from './zxcvbn-engine';

let check: ZxcvbnCheck | null = null;
const engine = () => (check ??= createEstimator());

serveTasks({
  *warm() {
    yield 0;
    engine();
    return true;
  },
  *estimate(password: string) {
    yield 0;
    return slimEstimate(engine()(password), feedbackId);
  },
});
