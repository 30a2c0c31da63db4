import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'UTF-8 Correct', text: 'Text is encoded as UTF-8, so accents, scripts and emoji survive the round trip; a broken half of an emoji is pointed out, never silently replaced.' },
    { title: 'Standard or URL-safe', text: 'Switch between the RFC 4648 standard alphabet (+ /) and the URL-safe one (- _), with or without = padding. Decoding accepts either.' },
    { title: 'Files and Data URLs', text: 'Turn any file into Base64 or a data: URL with an image preview, and turn Base64 back into a file whose type is recognized from its first bytes.' },
    { title: 'Private by Design', text: 'Everything happens in your browser: nothing you type or drop is uploaded or stored.' },
  ],
  steps: [
    { title: 'Choose a tab', text: 'Encode for text, Decode for Base64 or a data: URL, File for any file.' },
    { title: 'Set the options', text: 'The URL-safe alphabet and padding switches shape the Base64 you get; decoding accepts either form.' },
    { title: 'Paste, type or drop', text: 'The result updates as you type. Invalid Base64 is reported with the position of the first bad character.' },
    { title: 'Copy or download', text: 'Copy any output, or download it: decoded files get a name with the right extension.' },
  ],
};
