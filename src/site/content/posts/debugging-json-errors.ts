import type { PostBlock } from '../blog';
import { heading, link, mono, para, snippet, steps } from '../post-blocks';

export const body: PostBlock[] = [
  para(
    'JSON looks forgiving because it looks like JavaScript, but its grammar is strict: double-quoted strings, no comments, no trailing commas. When an API response or a config file refuses to parse, the fastest way to a fix is to stop scanning by eye and let the parser point at the problem.',
  ),
  heading('Read the Position, Not Just the Message'),
  para(
    'Paste the text into the ',
    link('/tools/json-formatter', 'JSON Formatter'),
    '. If it is invalid, the banner shows Invalid JSON followed by your browser’s parser message, together with the position where parsing stopped. The message describes what the parser expected at that point. The actual mistake is usually right there or just before it.',
  ),
  para('For example, this object fails when the parser reaches the closing brace on line 4:'),
  snippet('Invalid JSON', 'json', '{\n  "name": "Toolshed",\n  "tools": 29,\n}'),
  para(
    'The parser expected another property name after the comma and found ',
    mono('}'),
    ' instead. The mistake is the comma at the end of line 3.',
  ),
  heading('The Usual Suspects'),
  steps(
    'Trailing commas after the last item of an object or array. JavaScript allows them; JSON does not.',
    ['Single quotes. Strings and property names need double quotes: ', mono('"name"'), ', never ', mono("'name'"), '.'],
    ['Unquoted keys, as in ', mono('{ name: "x" }'), ', usually copied from JavaScript source.'],
    [
      'Comments. ',
      mono('//'),
      ' and ',
      mono('/* */'),
      ' are not part of JSON. Formats that allow them, such as JSONC and JSON5, need their own parsers.',
    ],
    [
      'Values JSON does not have: ',
      mono('undefined'),
      ', ',
      mono('NaN'),
      ', ',
      mono('Infinity'),
      ' and functions. ',
      mono('JSON.stringify'),
      ' silently drops or nulls them, so data may already be missing fields when you receive it.',
    ],
    ['Raw line breaks or tabs inside a string. They must be escaped as ', mono('\\n'), ' and ', mono('\\t'), '.'],
  ),
  heading('When Valid JSON Still Looks Wrong'),
  para(
    'Large integers are the classic trap. JSON allows any number of digits, but JavaScript stores numbers as 64-bit floating point, which holds integers exactly only up to 9,007,199,254,740,991 (2^53 − 1). An ID such as ',
    mono('9007199254740993'),
    ' parses without any error and comes out as ',
    mono('9007199254740992'),
    '. If an API uses IDs that large, ask for them as strings.',
  ),
  para(
    'Invisible characters are the other trap. A file saved with a byte-order mark fails on its very first character, and text pasted from a word processor may contain curly quotes (“ ”) instead of straight ones. Re-type the quotes, or re-save the file as UTF-8 without a BOM.',
  ),
  heading('JSON Inside Other Formats'),
  para(
    'Some JSON arrives wrapped. A JSON Web Token is three Base64URL-encoded parts separated by dots, and the middle part is a JSON object of claims. The ',
    link('/tools/jwt-decoder', 'JWT Decoder'),
    ' splits and decodes it and explains claims such as ',
    mono('exp'),
    ' and ',
    mono('iat'),
    '. For other Base64 payloads, decode them with the ',
    link('/tools/base64', 'Base64 Encoder/Decoder'),
    ' first, then paste the result into the formatter.',
  ),
  heading('Format for Reading, Minify for Sending'),
  para(
    'Once the text parses, the formatted view, indented with two spaces, is for reading and for reviewing changes. The minified view removes every optional space and line break, for request bodies and test fixtures, and shows how much smaller it is. Both can be copied or downloaded. Nothing you paste is uploaded: parsing happens in your browser, which matters when the JSON holds customer data or access tokens.',
  ),
];
