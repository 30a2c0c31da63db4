/** Runs the steps on large text off the main thread (issue #37). */
import { serveTasks } from '../../ui/tasks';
import { formatTextTask } from './text-formatter';

serveTasks({ format: formatTextTask });
