import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Live Statistics', text: 'Characters, words, sentences, paragraphs, lines and UTF-8 bytes update as you type.' },
    { title: 'Reading and Speaking Time', text: 'Estimates at 200 words a minute for reading and 150 for speaking aloud.' },
    { title: 'Readability', text: 'Average sentence length rated Easy (≤ 15 words), Moderate (≤ 20), Difficult (≤ 25) or Very Difficult.' },
    { title: 'Private by Design', text: 'Your text never leaves this page: it is counted in your browser and not stored.' },
  ],
  steps: [
    { title: 'Add your text', text: 'Type, paste, upload a .txt file, or load one of the samples.' },
    { title: 'Read the numbers', text: 'The statistics panel updates with every change.' },
    { title: 'Check readability', text: 'Long average sentences push the rating towards Very Difficult; split them up.' },
    { title: 'Copy or export', text: 'Copy Stats puts a plain-text table on the clipboard; Export saves text-statistics.txt with your text.' },
  ],
};
