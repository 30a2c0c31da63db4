/** Encodes and decodes large input off the main thread (issue #37). */
import { serveTasks } from '../../ui/tasks';
import { convertTask } from './base64';

serveTasks({ convert: convertTask });
