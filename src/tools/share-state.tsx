import { createContext, useContext, useEffect } from 'react';
import { SHARE_VALUE_LIMIT } from './share';

/**
 * How a tool tells the page around it what its inputs are now, so the site can keep them in
 * the address bar (share links). The site's tool page provides the reporter; inside an embed
 * element or a story there is none and reporting does nothing.
 */
export type ShareReporter = (values: Readonly<Record<string, unknown>>) => void;

export const ShareStateContext = createContext<ShareReporter | null>(null);

/**
 * Strings longer than a link can carry are cut just past the limit: the page only needs to know
 * they are too large, and a 50 MB document is not serialised on every render.
 */
const capped = (values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.length > SHARE_VALUE_LIMIT ? v.slice(0, SHARE_VALUE_LIMIT + 1) : v]),
  );

/**
 * Report the tool's current input values, keyed by prop name (the camelCase of each declared
 * input in its api.ts). Call it with every declared input; secret ones are dropped by the page.
 */
export function useShareState(values: Readonly<Record<string, unknown>>): void {
  const report = useContext(ShareStateContext);
  const key = report ? JSON.stringify(capped(values)) : '';
  useEffect(() => {
    if (report) report(JSON.parse(key) as Record<string, unknown>);
  }, [report, key]);
}
