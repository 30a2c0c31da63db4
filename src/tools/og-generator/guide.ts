import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Open Graph and X Cards', text: 'og:type, title, description, URL, image with alt text, site name and locale, plus summary or large-image X card tags.' },
    { title: 'Social Previews', text: 'See roughly how the link will look on Facebook and on X as you type, with titles cut where those sites cut them.' },
    { title: 'Safe, Valid HTML', text: 'Every value is HTML-escaped; page and image addresses must be full http(s) URLs.' },
    { title: 'No Requests', text: 'The preview shows your image address, not the picture: loading it would be a request to another site, which Toolshed never makes. Nothing you type leaves this page.' },
  ],
  steps: [
    { title: 'Pick a type', text: 'Website for most pages; article, product or profile when the page is one.' },
    { title: 'Fill in the card', text: 'Title, description and page URL; add a 1200 × 630 px image address and its alt text.' },
    { title: 'Choose the X card', text: 'Large image for a wide picture above the title, summary for a small thumbnail.' },
    { title: 'Copy or download', text: "Copy HTML or download og-tags.html and paste the tags into your page's <head>." },
  ],
};
