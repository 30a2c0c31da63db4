// any-ascii's table (≈219 kB gzip, every Unicode block): its own chunk, fetched by this tool only
// when a title has a character that foldLatin (slug-generator.ts) cannot write.
export { default } from 'any-ascii';
