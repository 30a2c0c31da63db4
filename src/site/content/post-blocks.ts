import type { Inline, PostBlock } from './blog';

/** Small constructors that keep the post files readable as prose. */

export const mono = (code: string): Inline => ({ code });
export const link = (href: string, text: string): Inline => ({ href, text });

export const para = (...content: Inline[]): PostBlock => ({ type: 'paragraph', content });
export const heading = (text: string): PostBlock => ({ type: 'heading', text });

const item = (entry: Inline | Inline[]) => (Array.isArray(entry) ? entry : [entry]);
export const bullets = (...items: Array<Inline | Inline[]>): PostBlock => ({ type: 'list', ordered: false, items: items.map(item) });
export const steps = (...items: Array<Inline | Inline[]>): PostBlock => ({ type: 'list', ordered: true, items: items.map(item) });

export const snippet = (label: string, language: string, code: string): PostBlock => ({ type: 'code', label, language, code });
export const quote = (label: string, text: string): PostBlock => ({ type: 'quote', label, text });
