/** Converts large input off the main thread (issue #37): the same generator as the page. */
import * as YAML from 'yaml';
import { serveTasks } from '../../ui/tasks';
import { convertTask, type ConvertInput } from './yaml-json-converter';

serveTasks({ convert: (input: ConvertInput) => convertTask(input, YAML) });
