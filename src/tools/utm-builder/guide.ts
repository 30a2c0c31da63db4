import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'All Six Parameters', text: 'utm_source and utm_medium (required), utm_campaign, utm_term, utm_content and utm_id, encoded correctly.' },
    { title: 'Your URL Stays Intact', text: 'The page’s own query parameters and #fragment are kept; old utm_ values are replaced, never repeated.' },
    { title: 'Read Tagged URLs', text: 'Paste a URL that already has UTM parameters and fill the fields from it in one click.' },
    { title: 'Private', text: 'Everything happens in your browser: no URL or campaign name is sent anywhere.' },
  ],
  steps: [
    { title: 'Paste the landing page', text: 'Enter the full URL, starting with https://.' },
    { title: 'Describe the campaign', text: 'Fill in source and medium, then the name and any optional fields.' },
    { title: 'Keep it consistent', text: 'Turn on lower-case values so Email and email do not count as two sources.' },
    { title: 'Copy the URL', text: 'Use it in your ad, e-mail or post; the reference table explains each parameter.' },
  ],
};
