// Test helper shared by the meta tag and Open Graph generator tests: reads generated tags back
// with parse5, a spec-compliant HTML parser, the way a browser would.
import { parse } from 'parse5';

export interface HeadTag {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
}

const textOf = (node: Node): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join(''));

/** Every element a browser puts in <head> and <body> for `html` pasted into a page's head. */
export function parseHead(html: string): { head: HeadTag[]; body: HeadTag[] } {
  const document = parse(`<!DOCTYPE html><html><head>${html}</head><body></body></html>`) as unknown as Node;
  const root = document.childNodes!.find((n) => n.nodeName === 'html')!;
  const section = (name: string) =>
    (root.childNodes!.find((n) => n.nodeName === name)?.childNodes ?? [])
      .filter((n) => n.tagName)
      .map((n) => ({ tag: n.tagName!, attrs: Object.fromEntries((n.attrs ?? []).map((a) => [a.name, a.value])), text: textOf(n) }));
  return { head: section('head'), body: section('body') };
}
