import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Paste URLs or CSV', text: 'One URL per line, or CSV rows url,lastmod,changefreq,priority with or without a header row.' },
    { title: 'Checked and Cleaned', text: 'Relative URLs are rejected with their line numbers, duplicates are removed and reported, and special characters are XML-escaped.' },
    { title: 'Valid by the Schema', text: 'The output follows the sitemaps.org 0.9 schema, in UTF-8, with dates and priorities in the accepted formats.' },
    { title: 'Large Sites', text: 'Past 50,000 URLs (or 50 MB) you get a sitemap index and numbered sitemap files in one ZIP.' },
  ],
  steps: [
    { title: 'Add your URLs', text: 'Paste full URLs (https://…), one per line, or CSV exported from a spreadsheet.' },
    { title: 'Set defaults', text: 'Choose a last-modified date, change frequency and priority for lines that do not give their own.' },
    { title: 'Fix what is flagged', text: 'Rejected lines are listed by number; they are left out of the sitemap until fixed.' },
    { title: 'Download or copy', text: 'Download sitemap.xml (or the ZIP for large sites), upload it to your site root and add it to robots.txt.' },
  ],
};
