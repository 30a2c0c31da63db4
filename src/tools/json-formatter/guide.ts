import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Validate as You Type', text: 'Every change is checked. Errors show the parser’s message with the line and column, and the offending line is marked.' },
    { title: 'Format or Minify', text: 'Pretty-print with 2 or 4 spaces or tabs, optionally with sorted keys, or minify and see how much smaller it gets.' },
    { title: 'Nothing Is Changed', text: 'Numbers such as 1.0 or 12345678901234567890 and escapes such as \\u00e9 are kept exactly as written.' },
    { title: 'Big Files, Private', text: 'Documents of 10 MB and more are checked in a background thread. Your JSON never leaves this page.' },
  ],
  steps: [
    { title: 'Add your JSON', text: 'Paste it, upload a .json file, or press Load Sample.' },
    { title: 'Check the status', text: 'A green Valid JSON banner, or a red one naming the problem and where it is. Go to error puts the cursor on it.' },
    { title: 'Pick a view', text: 'Formatted JSON (choose the indent, sort keys), Minified JSON with the size reduction, or the collapsible tree view.' },
    { title: 'Copy or download', text: 'Copy puts the result on the clipboard; Download saves formatted.json or minified.json.' },
  ],
};
