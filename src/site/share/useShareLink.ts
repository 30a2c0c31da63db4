import { useCallback, useEffect, useRef, useState } from 'react';
import type { InputValue, ToolApi } from '../../tools/api';
import { readShareQuery, writeShareQuery } from '../../tools/share';

/** Quiet time after the last change before the address bar is updated. */
export const SHARE_DEBOUNCE_MS = 400;

const privateKey = (toolId: string) => `toolshed:share-private:${toolId}`;

export interface ShareLinkState {
  /** Props from the link the page was opened with (applied after hydration). */
  linkProps: Record<string, InputValue>;
  /** Changes when a link's props arrive, so the tool remounts with them. */
  mountKey: number;
  report: (values: Readonly<Record<string, unknown>>) => void;
  /** Writes the address bar now and returns the absolute link to share. */
  flush: () => string;
  tooLarge: string[];
  isPrivate: boolean;
  setPrivate: (value: boolean) => void;
}

function readPrivate(toolId: string): boolean {
  try {
    return localStorage.getItem(privateKey(toolId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Keeps a tool's shareable inputs in the page's query string: read once after hydration (the
 * prerendered HTML knows no query), written with history.replaceState after SHARE_DEBOUNCE_MS
 * of quiet, so typing adds no history entries. With "private" on, the address carries nothing.
 */
export function useShareLink(toolId: string, api: ToolApi | undefined): ShareLinkState {
  const [start, setStart] = useState<{ isPrivate: boolean; linkProps: Record<string, InputValue>; mountKey: number }>({
    isPrivate: false,
    linkProps: {},
    mountKey: 0,
  });
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const latest = useRef<Readonly<Record<string, unknown>> | null>(null);
  const privateRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  /** The tool page's own path, taken after hydration; the address is only ever written there. */
  const ownPath = useRef<string | null>(null);

  const write = useCallback((): string => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const { pathname, hash } = window.location;
    // A link followed within the quiet time has already changed the address while this page is
    // still mounted (the next page's chunk is loading): the tool's inputs must not land on it.
    if (ownPath.current !== null && pathname !== ownPath.current) return window.location.href;
    let query = '';
    if (api && latest.current) {
      const written = writeShareQuery(api, latest.current);
      setTooLarge((old) => (old.join() === written.tooLarge.join() ? old : written.tooLarge));
      if (!privateRef.current) query = written.query;
    }
    const url = `${pathname}${query}${hash}`;
    if (url !== `${pathname}${window.location.search}${hash}`) {
      // Keep the router's state object: this replaces the address, not the page.
      window.history.replaceState(window.history.state, '', url);
    }
    return window.location.href;
  }, [api]);

  useEffect(() => {
    ownPath.current = window.location.pathname;
    const priv = readPrivate(toolId);
    privateRef.current = priv;
    const { props } = api && !priv ? readShareQuery(api, window.location.search) : { props: {} };
    if (priv) write();
    // After hydration (the prerendered page knows no query): the private switch, and the link's
    // inputs, which remount the tool with them. Client-only values read once after hydration
    // are what this effect is for, hence the one extra render, and only when there is something
    // to apply: a render of the whole tool page here, right after hydration, is not a transition
    // and was one long task on every tool page (issue #9).
    const hasLink = Object.keys(props).length > 0;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStart((current) =>
      !hasLink && current.isPrivate === priv ? current : { isPrivate: priv, linkProps: props, mountKey: hasLink ? current.mountKey + 1 : current.mountKey },
    );
  }, [api, toolId, write]);

  // Leaving or reloading within the quiet time still keeps the last change in the address.
  useEffect(() => {
    const flushNow = () => {
      if (timer.current !== undefined) write();
    };
    window.addEventListener('pagehide', flushNow);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      window.clearTimeout(timer.current);
    };
  }, [write]);

  const report = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      latest.current = values;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(write, SHARE_DEBOUNCE_MS);
    },
    [write],
  );

  const setPrivate = useCallback(
    (value: boolean) => {
      privateRef.current = value;
      setStart((current) => ({ ...current, isPrivate: value }));
      try {
        if (value) localStorage.setItem(privateKey(toolId), '1');
        else localStorage.removeItem(privateKey(toolId));
      } catch {
        // Not remembered; the switch still applies to this visit.
      }
      write();
    },
    [toolId, write],
  );

  return { linkProps: start.linkProps, mountKey: start.mountKey, report, flush: write, tooLarge, isPrivate: start.isPrivate, setPrivate };
}
