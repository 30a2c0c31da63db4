/**
 * micromark with GFM and DOMPurify for the page, loaded once at the tool's first input or when
 * there is text to render, so they are not in the page's start-up script. The Worker imports
 * micromark itself (large input); DOMPurify needs a DOM, so it always runs on the page.
 */
import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import type { MarkdownLib } from './markdown-preview';

export interface Libraries {
  markdown: MarkdownLib;
  purify: DOMPurify;
}

let loaded: Libraries | null = null;
let loading: Promise<Libraries> | null = null;

/** The libraries if they have loaded. */
export const loadedLibraries = (): Libraries | null => loaded;

export function loadLibraries(): Promise<Libraries> {
  loading ??= Promise.all([import('micromark'), import('micromark-extension-gfm'), import('dompurify')]).then(
    ([{ micromark }, { gfm, gfmHtml }, { default: createPurify }]) =>
      // An instance of its own: the tool's hooks never reach another user of DOMPurify.
      (loaded = { markdown: { micromark, gfm, gfmHtml }, purify: createPurify(window) }),
  );
  return loading;
}

/** The libraries once `needed` has been true (null until they have loaded). */
export function useLibraries(needed: boolean): Libraries | null {
  const [libraries, setLibraries] = useState<Libraries | null>(loaded);
  useEffect(() => {
    if (!needed || libraries) return;
    let current = true;
    void loadLibraries().then((next) => current && setLibraries(next));
    return () => {
      current = false;
    };
  }, [needed, libraries]);
  return libraries;
}
