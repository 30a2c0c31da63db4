/** Converts large input off the main thread (issue #37): the same generator as the page. */
import { serveTasks } from '../../ui/tasks';
import { convertTask } from './csv-json-converter';

serveTasks({ convert: convertTask });
