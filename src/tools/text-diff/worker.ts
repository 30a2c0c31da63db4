/** Compares large texts off the main thread (the shared background runner's worker side). */
import { serveTasks } from '../../ui/tasks';
import { compareTask } from './text-diff';

serveTasks({ compare: compareTask });
