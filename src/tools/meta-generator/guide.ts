import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Length Guidance', text: 'Live character counts rate the title against 50–60 characters and the description against 150–160.' },
    { title: 'Search Result Preview', text: 'See the title, address breadcrumb and description the way a Google result shows them, cut where Google cuts.' },
    { title: 'Safe, Valid HTML', text: 'Every value is HTML-escaped, so quotes, angle brackets and ampersands stay text; the canonical URL must be a full http(s) address.' },
    { title: 'Private by Design', text: 'Everything runs in your browser. Only the robots and page setup choices are remembered on this device.' },
  ],
  steps: [
    { title: 'Describe the page', text: 'Enter a title and description; aim for the green "Good length" badges.' },
    { title: 'Add the details', text: 'Canonical URL, keywords, author and a theme color are optional; empty fields are left out.' },
    { title: 'Choose robots and setup', text: 'Decide whether search engines may index the page and follow its links; keep the responsive viewport and UTF-8.' },
    { title: 'Copy or download', text: 'Copy HTML puts the block on the clipboard; Download saves meta-tags.html to paste into your page\'s <head>.' },
  ],
};
