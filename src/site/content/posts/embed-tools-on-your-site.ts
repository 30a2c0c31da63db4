import type { PostBlock } from '../blog';
import { bullets, heading, link, mono, para, snippet } from '../post-blocks';

export const body: PostBlock[] = [
  para(
    'Your readers are already on your page. When they need to tidy a JSON response, count the words in a draft or make a QR code, sending them to another site breaks their flow and their concentration. Every Toolshed tool is also a web component, so you can place it inside your own documentation, internal wiki or blog post, where it runs in the reader’s browser exactly as it does here.',
  ),
  heading('Step 1: Add the Script'),
  para(
    'Add this once per page, anywhere in the HTML. It is a small module that registers one custom element per tool and nothing else: no tool is downloaded until its element appears on the page.',
  ),
  snippet('The script tag', 'html', '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>'),
  heading('Step 2: Place the Element'),
  para(
    'Each tool has an element named after its id with the prefix ',
    mono('toolshed-'),
    '. Put it where the tool should appear:',
  ),
  snippet('The element', 'html', '<toolshed-json-formatter></toolshed-json-formatter>'),
  para(
    'The first time an element connects, the script loads the shared runtime and that one tool’s code and styles. Tools you do not use cost nothing. The full list of element names, generated from the catalog, is on the ',
    link('/docs/api', 'Embed API page'),
    '.',
  ),
  heading('Step 3: Match Your Design'),
  para(
    'Each tool renders inside its own Shadow DOM, so your stylesheet cannot break it and its styles cannot leak into your page. It follows the reader’s light or dark system setting. If your site has only one look, pin it with the ',
    mono('theme'),
    ' attribute:',
  ),
  snippet('A pinned theme', 'html', '<toolshed-word-counter theme="dark"></toolshed-word-counter>'),
  para(
    'From the outside the element is an ordinary box. Size and place it with your own CSS, for example ',
    mono('toolshed-word-counter { display: block; max-width: 48rem; }'),
    '. The tools adapt their layout to the width you give them.',
  ),
  heading('Step 4: Start With a Value and React to Results'),
  para(
    'Attributes other than ',
    mono('theme'),
    ' become the tool’s starting values. The word counter accepts ',
    mono('initial-text'),
    ', so a writing guide can open it with an example paragraph already in place. Whenever the result changes, the element fires a ',
    mono('toolshed-change'),
    ' event that bubbles out of the shadow root; its ',
    mono('detail'),
    ' holds the tool’s output.',
  ),
  snippet(
    'Listening for results',
    'js',
    [
      "const counter = document.querySelector('toolshed-word-counter');",
      "counter.addEventListener('toolshed-change', (event) => {",
      '  console.log(`${event.detail.words} words`);',
      '});',
    ].join('\n'),
  ),
  heading('What Happens to Your Readers’ Data'),
  para(
    'Nothing your readers type is sent to Toolshed: there is no server behind the tools, no account and no tracking. Remember that an embedded tool is part of your page, so your own scripts can read what it reports through ',
    mono('toolshed-change'),
    '. If you publish a privacy policy, mention the embed as you would any other script you load.',
  ),
  heading('Checklist Before You Publish'),
  bullets(
    [
      'If your site sends a Content-Security-Policy, allow ',
      mono('https://toolshed.dev'),
      ' in ',
      mono('script-src'),
      ', ',
      mono('style-src'),
      ' and ',
      mono('font-src'),
      '.',
    ],
    'Load the script once per page. Loading it twice does no harm, but it is a wasted request.',
    'Give the element room: most tools are comfortable from about 20rem wide and use extra width for side-by-side panels.',
    'Check the keyboard path on your page: Tab should move into the tool, through its controls and back out again.',
  ),
];
