// One dialect, in a chunk of its own: importing it by name from the package keeps the other dialects out.
export { sql as dialect } from 'sql-formatter';
