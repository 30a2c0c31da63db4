import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Line, Word or Character', text: 'See whole changed lines, or the exact words or characters that changed inside them.' },
    { title: 'Side by Side or Unified', text: 'Read the two texts next to each other, or as one list of removed and added lines like a patch.' },
    { title: 'Ignore What Does Not Matter', text: 'Ignore whitespace (indentation, spacing, trailing spaces) and letter case.' },
    { title: 'Copy as a Patch', text: 'Copy or download a unified patch (text-diff.patch) that tools like git apply and patch understand.' },
    { title: 'Large Texts', text: 'Texts of a megabyte are compared in a background thread, so the page stays responsive.' },
    { title: 'Private by Design', text: 'Your texts never leave this page: they are compared in your browser and not stored.' },
  ],
  steps: [
    { title: 'Add both texts', text: 'Paste the original on the left and the changed version on the right. Swap exchanges them; Clear empties both.' },
    { title: 'Choose how to compare', text: 'Pick line, word or character, and switch on Ignore whitespace or Ignore case if those changes do not matter.' },
    { title: 'Read the differences', text: 'Removed text is red and struck through, added text green and underlined. Unchanged stretches fold away; open them with “Show unchanged lines”.' },
    { title: 'Share the change', text: 'Copy patch puts a unified diff on the clipboard; Download .patch saves it as a file.' },
  ],
};
