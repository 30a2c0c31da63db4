// A tool page's frame around the tool (src/site/pages/ToolFrame.tsx and src/site/share): English,
// the source every other locale translates. ICU MessageFormat (src/i18n/catalog.tsx).
export default {
  features: 'Features',
  howToUse: 'How to Use',
  keepPrivate: 'Keep my inputs out of the link',
  shareLink: 'Share Link',
  linkCopied: 'Link Copied',
  privateNote: 'Private: the address and the link keep none of your inputs.',
  tooLarge: 'The link leaves out your {inputs}: over {limit} kB is too large for a link.',
  listTwo: '{first} and {last}',
  listMore: '{first}, {rest}',
  inputText: 'text',
  inputOriginal: 'original text',
  inputModified: 'modified text',
  inputUrls: 'URLs',
  inputOther: 'input',
};
