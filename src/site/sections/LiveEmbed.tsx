import { createElement, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../ui/deferred-work';
import { BASE_PATH } from '../base-path';
import * as styles from './LiveEmbed.css';

/** Where the built site serves the embed loader (same origin as the docs page). */
export const LIVE_EMBED_SCRIPT = `${BASE_PATH}/embed/toolshed.js`;

type State = { kind: 'waiting' } | { kind: 'loaded' } | { kind: 'failed' };

/**
 * A real `<toolshed-word-counter>` on the page, loaded from the embed script only when it
 * scrolls into view (so the docs page's own load stays light), with its latest
 * `toolshed-change` detail shown beside it.
 */
export function LiveEmbed({ initialText = 'Type here: this counter is the embed, running inside this page.' }: { initialText?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [detail, setDetail] = useState<string | null>(null);

  const near = useNearViewport(box);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onChange = (event: Event) => {
      const { words, characters } = (event as CustomEvent<{ words?: unknown; characters?: unknown }>).detail ?? {};
      if (typeof words === 'number' && typeof characters === 'number') setDetail(`detail.words = ${words}, detail.characters = ${characters}`);
    };
    element.addEventListener('toolshed-change', onChange);
    return () => element.removeEventListener('toolshed-change', onChange);
  }, []);

  useEffect(() => {
    if (!near) return;
    const url = LIVE_EMBED_SCRIPT;
    import(/* @vite-ignore */ url).then(
      () => setState({ kind: 'loaded' }),
      () => setState({ kind: 'failed' }),
    );
  }, [near]);

  return (
    <div className={styles.wrap}>
      <div ref={box} className={styles.frame}>
        {createElement('toolshed-word-counter', { 'initial-text': initialText })}
      </div>
      {/* Masked in screenshots: in Storybook the embed script is absent and the message depends on timing. */}
      <p className={styles.detail} role="status" data-visual-mask="">
        {state.kind === 'failed'
          ? 'The live example could not load the embed script here; it runs on the built site (npm start).'
          : detail
            ? <>Last <code className={styles.code}>toolshed-change</code>: <code className={styles.code}>{detail}</code></>
            : 'The example loads when it scrolls into view.'}
      </p>
    </div>
  );
}
