import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the developer tools in English; tags are comma-separated.
export default {
  'json-formatter.description': 'Validate, format, minify and explore JSON as a tree, with exact error positions.',
  'json-formatter.tags': 'json, format, validate, minify',
  'base64.description': 'Encode and decode Base64 text and files, URL-safe or standard, with data URL previews.',
  'base64.tags': 'base64, encode, decode, data url',
  'url-encoder.description': 'Percent-encode or decode URLs and components, and break a URL into its parts.',
  'url-encoder.tags': 'url, encode, decode, query string',
  'hash-generator.description': 'Compute MD5, SHA-1, SHA-256, SHA-384 and SHA-512 hashes and HMACs of text or large files.',
  'hash-generator.tags': 'hash, sha256, md5, hmac, checksum',
  'jwt-decoder.description': 'Decode JSON Web Tokens, explain their claims and verify signatures without sending the token anywhere.',
  'jwt-decoder.tags': 'jwt, token, auth, signature',
  'regex-tester.description': 'Test a regular expression on your text: every match highlighted with its groups, a replace preview, and no freezing on catastrophic patterns.',
  'regex-tester.tags': 'regex, regexp, pattern, replace',
  'csv-json-converter.description': 'Convert CSV to JSON and back, with delimiter detection, header rows, quoted fields and type inference.',
  'csv-json-converter.tags': 'csv, json, convert, spreadsheet',
  'timestamp-converter.description': 'Convert Unix time in seconds, milliseconds or microseconds to ISO 8601, RFC 2822, local and relative time, and back.',
  'timestamp-converter.tags': 'unix time, epoch, date, iso 8601',
  'uuid-generator.description': 'Generate UUID v4, v7, v1 and v5 or ULIDs, up to 1,000 at once, and check any UUID’s version, variant and time.',
  'uuid-generator.tags': 'uuid, ulid, guid, identifier',
  'number-base-converter.description': 'Convert whole numbers of any size between binary, octal, decimal, hexadecimal and any base up to 36, with two’s complement bits.',
  'number-base-converter.tags': 'binary, hexadecimal, octal, radix',
  'yaml-json-converter.description': 'Convert YAML to JSON and back, with anchors and aliases resolved, several documents as an array and errors by line.',
  'yaml-json-converter.tags': 'yaml, json, convert, config',
  'cron-parser.description': 'Read a cron expression in plain language, see its next 10 run times in any time zone and each field explained.',
  'cron-parser.tags': 'cron, crontab, schedule, job',
} satisfies DetailMessages<'developer'>;
