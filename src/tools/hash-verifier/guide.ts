import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Algorithm From the Hash', text: 'MD5, SHA-1, SHA-256, SHA-384 or SHA-512 is detected from the length of the hex or Base64 digest.' },
    { title: 'Checksum Files', text: 'Paste a line or a whole SHA256SUMS / MD5SUMS list; the line for your file is picked by its name.' },
    { title: 'Forgiving Input, Strict Comparison', text: 'Case, spaces and line breaks in the hash do not matter; every byte is compared in constant time.' },
    { title: 'Private by Design', text: 'Files are read in slices in your browser and never uploaded; nothing you check is stored.' },
  ],
  steps: [
    { title: 'Add the data', text: 'Type or paste text, or choose the downloaded file on the File tab.' },
    { title: 'Paste the expected hash', text: 'Copy it from the download page, or paste the project’s checksum list.' },
    { title: 'Read the verdict', text: 'Match means the data is exactly what the publisher hashed; No match means it is not.' },
    { title: 'Pick SHA-3 if needed', text: 'SHA3-256 and SHA3-512 share lengths with SHA-256 and SHA-512: choose them in the Algorithm menu.' },
  ],
};
