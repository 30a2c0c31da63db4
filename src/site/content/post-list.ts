import type { BlogPost } from './blog';

/**
 * What every listing needs of each post: everything but the body. The bodies are
 * `posts/<slug>.ts`, a chunk each (post-bodies.ts), so the blog index, the type listings, related
 * posts, the feed, the sitemap and the social cards never load an article's text. A post's
 * `readingMinutes` is derived from its body; a unit test holds each one to `readingMinutes(body)`
 * and every slug here to exactly one body file.
 */
export const postList: readonly BlogPost[] = [
  {
    slug: 'embed-tools-on-your-site',
    title: 'Embed a Free Tool on Your Site With One Script Tag',
    excerpt:
      'Put a JSON formatter, a word counter or any other Toolshed tool inside your docs, wiki or blog: one script tag, one element, no account and no API key.',
    category: 'Productivity',
    type: 'tutorial',
    published: '2024-05-21',
    author: 'The Toolshed team',
    featured: true,
    relatedTools: ['json-formatter', 'word-counter', 'qr-generator'],
    readingMinutes: 3,
  },
  {
    slug: 'strong-passwords-length-beats-cleverness',
    title: 'Strong Passwords: Length Beats Cleverness',
    excerpt:
      'Why a long random password beats a clever one, how many bits are enough, and a routine that keeps every account unique without memorizing dozens of strings.',
    category: 'Security',
    type: 'tip',
    published: '2024-02-06',
    author: 'The Toolshed team',
    featured: false,
    relatedTools: ['password-generator', 'password-checker', 'secure-notes'],
    readingMinutes: 3,
  },
  {
    slug: 'qr-codes-for-a-small-cafe',
    title: 'Case Study: Three QR Codes for a Small Café',
    excerpt:
      'A worked example of a café’s menu, guest Wi-Fi and review codes: what to encode, how big to print, and how to tell which table cards people actually scan.',
    category: 'Marketing',
    type: 'case-study',
    published: '2024-02-27',
    author: 'The Toolshed team',
    featured: false,
    relatedTools: ['qr-generator', 'utm-builder', 'url-encoder'],
    readingMinutes: 3,
  },
  {
    slug: 'debugging-json-errors',
    title: 'Debugging JSON: Read the Error, Then Fix the Usual Suspects',
    excerpt:
      'A parser’s error tells you where JSON broke. How to read it, the six mistakes behind most invalid JSON, and what to check when valid JSON still gives wrong values.',
    category: 'Development',
    type: 'tutorial',
    published: '2024-03-19',
    author: 'The Toolshed team',
    featured: false,
    relatedTools: ['json-formatter', 'jwt-decoder', 'base64'],
    readingMinutes: 3,
  },
  {
    slug: 'color-palettes-that-pass-contrast',
    title: 'Build a Color Palette That Passes Contrast Checks',
    excerpt:
      'Start from one brand color, derive lighter and darker steps, and test every text and background pair against WCAG’s 4.5:1 and 3:1 before a single screen is designed.',
    category: 'Design',
    type: 'tip',
    published: '2024-04-09',
    author: 'The Toolshed team',
    featured: false,
    relatedTools: ['color-picker', 'gradient-generator'],
    readingMinutes: 3,
  },
  {
    slug: 'rewriting-a-product-page-for-readability',
    title: 'Case Study: Rewriting a Product Page for Readers and Search',
    excerpt:
      'One long product description, measured with the Word Counter, rewritten into short sentences and given a search snippet that fits. Before-and-after numbers included.',
    category: 'SEO',
    type: 'case-study',
    published: '2024-04-30',
    author: 'The Toolshed team',
    featured: false,
    relatedTools: ['word-counter', 'meta-generator', 'og-generator'],
    readingMinutes: 4,
  },
];
