import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Paragraphs, Sentences or Words', text: 'Up to 100 paragraphs, 500 sentences or 5,000 words of classic lorem ipsum, counted exactly.' },
    { title: 'The Familiar Opening', text: 'Start with “Lorem ipsum dolor sit amet, consectetur adipiscing elit…” or go straight to random text.' },
    { title: 'Plain Text or HTML', text: 'Paragraphs separated by a blank line, or each wrapped in a <p> element ready for a page.' },
    { title: 'Repeatable With a Seed', text: 'The same seed always gives the same text, for mock-ups, tests and screenshots that must not change.' },
  ],
  steps: [
    { title: 'Choose what to generate', text: 'Pick paragraphs, sentences or words and how many.' },
    { title: 'Set the style', text: 'Keep or drop the classic opening, and choose plain text or HTML.' },
    { title: 'Fix it or refresh it', text: 'Type a seed to get the same text every time, or leave it empty and press Generate new text.' },
    { title: 'Copy or download', text: 'Copy the text, or download it as lorem-ipsum.txt or lorem-ipsum.html.' },
  ],
};
