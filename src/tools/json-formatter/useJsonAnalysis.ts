import { useEffect, useMemo, useRef, useState } from 'react';
import { JsonEngine, localTree, type TreeSource } from './engine';
import { analyzeJson, type FormatOptions, type JsonAnalysis } from './json-formatter';

/** Below this many characters the work takes a few milliseconds: it runs inline, during render. */
export const WORKER_THRESHOLD = 100_000;

export interface JsonState {
  /** null while a large document is being checked. */
  analysis: JsonAnalysis | null;
  tree: TreeSource | null;
  /** Where the last large document was checked; 'inline' for small ones. */
  ranOn: 'inline' | 'worker' | 'main';
  /** Wall time of the last off-render check, for the "checked in" note. */
  elapsedMs: number | null;
}

interface Finished extends JsonState {
  text: string;
  options: FormatOptions;
}

/**
 * Validates and formats `text`. Small input is analysed synchronously (so it also renders on
 * the server); large input goes to a Worker (or, where workers are blocked, runs after the
 * pending state has painted), and the newest input always wins.
 */
export function useJsonAnalysis(text: string, indent: FormatOptions['indent'], sortKeys: boolean): JsonState {
  const options = useMemo(() => ({ indent, sortKeys }), [indent, sortKeys]);
  const inline = text.length < WORKER_THRESHOLD;
  const inlineResult = useMemo(() => (inline ? analyzeJson(text, options) : null), [inline, text, options]);
  const inlineTree = useMemo(() => localTree(inlineResult?.tree ?? null), [inlineResult]);

  const [finished, setFinished] = useState<Finished | null>(null);
  const engine = useRef<JsonEngine | null>(null);
  useEffect(() => () => engine.current?.dispose(), []);

  useEffect(() => {
    if (inline) return;
    let current = true;
    const started = performance.now();
    engine.current ??= new JsonEngine();
    void engine.current.analyze(text, options).then((result) => {
      if (!current || !result) return;
      setFinished({ text, options, ...result, elapsedMs: performance.now() - started });
    });
    return () => {
      current = false;
    };
  }, [inline, text, options]);

  if (inlineResult) return { analysis: inlineResult.analysis, tree: inlineTree, ranOn: 'inline', elapsedMs: null };
  if (finished && finished.text === text && finished.options === options) return finished;
  return { analysis: null, tree: null, ranOn: finished?.ranOn ?? 'worker', elapsedMs: null };
}
