import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Every Common Algorithm at Once', text: 'MD5, SHA-1, SHA-256, SHA-384 and SHA-512, plus SHA3-256 and SHA3-512, side by side.' },
    { title: 'Files of Any Size', text: 'Files are read in 4 MB slices with a progress bar and Cancel, so even a multi-gigabyte image never sits in memory whole.' },
    { title: 'HMAC', text: 'Switch on HMAC and give a key as text, hex or Base64 to get keyed hashes (RFC 2104).' },
    { title: 'Private by Design', text: 'Hashing runs in your browser. Your text, files and key never leave this page, and the key is never stored.' },
  ],
  steps: [
    { title: 'Choose text or a file', text: 'Type or paste text, or pick or drop a file on the File tab.' },
    { title: 'Pick algorithms and format', text: 'Tick the algorithms you need; lowercase hex matches sha256sum and md5sum byte for byte.' },
    { title: 'Add a key for HMAC', text: 'Switch on HMAC and enter the shared secret; the results become HMACs.' },
    { title: 'Copy the result', text: 'Copy one digest with its button, or all of them with Copy all.' },
  ],
};
