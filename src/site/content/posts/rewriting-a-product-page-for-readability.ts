import type { PostBlock } from '../blog';
import { bullets, heading, link, para, quote, snippet } from '../post-blocks';

/** The case study's texts; a unit test checks the figures quoted below against the Word Counter. */
export const BEFORE_TEXT =
  'Our hand-thrown stoneware mugs, which are made in small batches in our studio using a high-fire glaze that has been developed over several years of testing to make sure that it is both food-safe and resistant to chipping, are the perfect choice for anyone who appreciates the warmth and character of handmade ceramics and wants a mug that will last for many years of daily use. Each mug holds approximately 350 ml, is safe to use in both the dishwasher and the microwave, and because every single piece is glazed by hand in our studio, no two mugs are ever exactly alike, which means that the one you receive will be completely unique to you.';

export const AFTER_TEXT =
  'Our stoneware mugs are thrown by hand in small batches. Each one holds 350 ml and is safe in the dishwasher and the microwave. The high-fire glaze took years of testing. It is food-safe and resists chipping. Every mug is glazed by hand, so no two are alike. The one you receive will be yours alone.';

export const SNIPPET_TITLE = 'Handmade Stoneware Mug, 350 ml – Dishwasher Safe';
export const SNIPPET_DESCRIPTION =
  'Thrown by hand in small batches with a food-safe, chip-resistant glaze. Holds 350 ml and is dishwasher and microwave safe. No two mugs are alike.';

export const body: PostBlock[] = [
  para(
    'Search engines try to reward pages that answer people’s questions, and people leave pages that make the answer hard to find. Both point the same way: shorter sentences, plain words, and a summary that fits where it is shown. This case study takes one product description, measures it, rewrites it and writes its search snippet, using Toolshed’s writing and SEO tools.',
  ),
  heading('The Starting Point'),
  para('Here is a description of the kind found on many small shop sites. It is accurate and friendly, and hard work to read:'),
  quote('Before', BEFORE_TEXT),
  para(
    'Pasted into the ',
    link('/tools/word-counter', 'Word Counter'),
    ', it comes to 115 words in just 2 sentences: an average of 58 words per sentence, which the tool rates Very Difficult (anything above 25). The facts a shopper looks for, the size and whether it survives the dishwasher, are buried in the middle of the second sentence.',
  ),
  heading('The Rewrite'),
  para(
    'The rewrite keeps every fact and changes the structure: one idea per sentence, the practical details moved up, and filler such as “which means that” and “completely unique” removed.',
  ),
  quote('After', AFTER_TEXT),
  para(
    'Now the text has 56 words in 6 sentences, an average of 9 words per sentence, and the Word Counter rates it Easy (15 or fewer). It is less than half as long, and nothing a buyer needs has gone.',
  ),
  heading('What the Numbers Do and Don’t Tell You'),
  bullets(
    'Average sentence length is a blunt measure. A mix of short and medium sentences reads better than uniformly short ones, so use the rating to find the worst paragraphs, not as a target to hit exactly.',
    'Reading time, at 200 words a minute, helps set expectations on long articles. On a product page, the essentials should be readable in seconds.',
    'The top keywords show what the text is really about. If the product’s name is missing from the list, skimmers and search engines may miss it too.',
  ),
  heading('Writing the Snippet'),
  para(
    'The title tag and the meta description are what searchers see before they visit. The ',
    link('/tools/meta-generator', 'Meta Tag Generator'),
    ' previews the search result and warns about length: Google cuts titles at about 600 pixels, roughly 50 to 60 characters, and descriptions at about 150 to 160 characters. For this page the title has 48 characters and the description 145:',
  ),
  snippet('Title and meta description', 'html', `<title>${SNIPPET_TITLE}</title>\n<meta name="description" content="${SNIPPET_DESCRIPTION}">`),
  para(
    'The description is not a ranking factor by itself, but it is your advert on the results page: lead with what the searcher wants to know and finish before the cut-off. For links shared on social networks, the ',
    link('/tools/og-generator', 'Open Graph Generator'),
    ' writes matching og:title, og:description and og:image tags and previews the card.',
  ),
  heading('The Takeaway'),
  para(
    'Measure, rewrite with one idea per sentence, measure again, and write the snippet last, once you know what the page really says. The whole process needs nothing more than a browser, and none of the text leaves it.',
  ),
];
