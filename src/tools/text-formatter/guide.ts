import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Fourteen Line Tools', text: 'Trim, remove empty or duplicate lines, sort four ways, reverse, shuffle, number, prefix and suffix, find and replace, collapse whitespace and normalize line endings.' },
    { title: 'A Chain You Control', text: 'Steps run from top to bottom; move them up or down, change their options or remove them, and the result follows at once.' },
    { title: 'Regular Expressions', text: 'Find and replace takes plain text or a JavaScript regular expression with $1-style references; a broken pattern is explained next to the field.' },
    { title: 'Private by Design', text: 'Your text never leaves this page; only the steps you chose are remembered in this browser.' },
  ],
  steps: [
    { title: 'Add your text', text: 'Type, paste, upload a .txt file or load the sample.' },
    { title: 'Build the chain', text: 'Press a step under Add a step; add as many as you need, then reorder them with the arrow buttons.' },
    { title: 'Check the result', text: 'The result and its line count update as you type or change a step.' },
    { title: 'Take it with you', text: 'Copy it, download formatted-text.txt, or press Use as input to run the chain again on the result.' },
  ],
};
