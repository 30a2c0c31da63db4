// The formatter core without any dialect (the package's \`format\` would pull in all of them).
export { formatDialect } from 'sql-formatter';
