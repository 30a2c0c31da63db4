/** Counts large text off the main thread (issue #37): the same one-pass countText as the page. */
import { serveTasks } from '../../ui/tasks';
import { countTextTask } from './word-counter';

serveTasks({ count: countTextTask });
