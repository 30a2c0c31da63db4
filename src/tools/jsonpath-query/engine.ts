/**
 * The JSONPath engine (jsonpath-rfc9535: RFC 9535, no eval or new Function, 8.8 kB gzip), in a
 * module of its own so the page loads it lazily with the tool (load-engine.ts) and the Worker
 * imports it directly.
 */
export { exec } from 'jsonpath-rfc9535';
export { default as parse } from 'jsonpath-rfc9535/parser';
