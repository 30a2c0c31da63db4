/** Formats large input off the main thread (issue #37): the same generator as the page, all six dialects at hand. */
import { bigquery, formatDialect, mysql, postgresql, sql, sqlite, transactsql, type DialectOptions } from 'sql-formatter';
import { serveTasks } from '../../ui/tasks';
import { sqlTask, type Dialect, type SqlInput } from './sql-formatter';

const DIALECTS: Record<Dialect, DialectOptions> = { sql, postgresql, mysql, sqlite, transactsql, bigquery };

serveTasks({ format: (input: SqlInput) => sqlTask(input, { formatDialect, dialect: DIALECTS[input.options.dialect] }) });
