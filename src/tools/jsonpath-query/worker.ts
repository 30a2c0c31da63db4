/** Queries large JSON off the main thread (issue #37): the same generator as the page. */
import * as engine from './engine';
import { serveTasks } from '../../ui/tasks';
import { queryTask, type QueryInput } from './jsonpath-query';

serveTasks({ query: (input: QueryInput) => queryTask(input, engine) });
