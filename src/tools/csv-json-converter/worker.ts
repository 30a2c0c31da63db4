/** Converts large input off the main thread (issue #37): the same generator as the page. */
import Papa from 'papaparse';
import { serveTasks } from '../../ui/tasks';
import { convertTask, type ConvertInput } from './csv-json-converter';

serveTasks({ convert: (input: ConvertInput) => convertTask(input, Papa) });
