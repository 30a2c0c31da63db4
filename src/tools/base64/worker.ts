/** Encodes and decodes large text and files off the main thread (issue #37). */
import { serveTasks } from '../../ui/tasks';
import { convertTask, encodeFileTask } from './base64';

serveTasks({ convert: convertTask, file: encodeFileTask });
