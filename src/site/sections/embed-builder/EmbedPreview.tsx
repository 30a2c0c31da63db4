import { createElement, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNearViewport } from '../../../ui/deferred-work';
import { formatInput } from '../../../tools/api';
import { changedInputs, EMBED_STYLE_PROPERTIES, type EmbedSettings } from '../../../embed/snippets';
import type { ToolApi } from '../../../tools/api';
import { LIVE_EMBED_SCRIPT } from '../LiveEmbed';
import * as styles from './EmbedBuilder.css';

type LoadState = 'waiting' | 'loaded' | 'failed';

export interface EmbedPreviewProps {
  tool: string;
  name: string;
  api: ToolApi;
  settings: EmbedSettings;
}

/**
 * The real element, from the same embed script a host page loads, with the snippet's attributes
 * and custom properties: what the snippet gives is what is shown. The script loads when the
 * preview nears the viewport; a changed attribute restarts the tool from the new values, as it
 * does on a host page.
 */
export function EmbedPreview({ tool, name, api, settings }: EmbedPreviewProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [state, setState] = useState<LoadState>('waiting');

  useEffect(() => {
    if (!near) return;
    import(/* @vite-ignore */ LIVE_EMBED_SCRIPT).then(
      () => setState('loaded'),
      () => setState('failed'),
    );
  }, [near]);

  const attributes: Record<string, string> = Object.fromEntries(changedInputs(api, settings.values).map(([input, value]) => [input, formatInput(value)]));
  if (settings.theme !== 'auto') attributes.theme = settings.theme;
  if (settings.lang) attributes.lang = settings.lang;
  const style: Record<string, string> = {};
  for (const { key, property } of EMBED_STYLE_PROPERTIES) {
    const value = settings.style[key]?.trim();
    if (value) style[property] = value;
  }

  return (
    <div>
      <div ref={box} className={styles.preview}>
        {/* Keyed by tool: another tool is another element. */}
        {createElement(`toolshed-${tool}`, { key: tool, ...attributes, style: style as CSSProperties })}
      </div>
      {/* Masked in screenshots: in Storybook the embed script is absent and the text depends on timing. */}
      <p className={styles.previewStatus} role="status" data-visual-mask="">
        {state === 'failed'
          ? 'The preview could not load the embed script here; it runs on the built site (npm start).'
          : state === 'loaded'
            ? `${name}, as your page will show it.`
            : 'The preview loads the embed script when it scrolls into view.'}
      </p>
    </div>
  );
}
