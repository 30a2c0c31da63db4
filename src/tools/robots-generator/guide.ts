import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Rules per Crawler', text: 'A default for all crawlers plus groups for Googlebot, Bingbot, GPTBot, ClaudeBot, CCBot and 20 more, or any user-agent you type.' },
    { title: 'Block AI Crawlers', text: 'One button adds groups that keep AI-training crawlers out while search engines still index your site.' },
    { title: 'Built-in Tester', text: 'Ask whether a crawler may fetch a URL: the longest matching rule wins, Allow wins ties, * and $ work as in RFC 9309.' },
    { title: 'Safe Output', text: 'Line breaks and control characters are stripped from every value, paths are percent-encoded and sitemap URLs checked.' },
  ],
  steps: [
    { title: 'Set the default', text: 'Allow or block everything for all crawlers, then list the paths that differ.' },
    { title: 'Add crawlers', text: 'Give specific crawlers their own rules; they then ignore the rules for all crawlers.' },
    { title: 'Add your sitemaps', text: 'List the absolute URLs of your sitemap files, one per line.' },
    { title: 'Test and publish', text: 'Try a few URLs in the tester, then copy or download robots.txt and put it at the root of your site.' },
  ],
};
