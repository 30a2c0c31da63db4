import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Component or Whole URL', text: 'Encode a single value the way encodeURIComponent does, or a whole URL the way encodeURI does, keeping / ? & = #.' },
    { title: 'Strict Decoding', text: 'A stray % or a broken UTF-8 sequence is reported with its position instead of being skipped or garbled.' },
    { title: 'URL Parser', text: 'See a URL’s protocol, host, port, path, fragment and every query parameter decoded, repeated ones included, each ready to copy.' },
    { title: 'Private by Design', text: 'Everything runs in your browser: nothing you type leaves this page.' },
  ],
  steps: [
    { title: 'Pick the mode', text: 'Encode or Decode, and Component for a single value or Whole URL for a complete address.' },
    { title: 'Type or paste', text: 'The result updates as you type; form data may use + for spaces, so switch that on when decoding it.' },
    { title: 'Fix what is flagged', text: 'A malformed escape is named with its position; Select position jumps to it.' },
    { title: 'Parse and copy', text: 'Open Parse URL to split an address into its parts and copy any of them.' },
  ],
};
