import type { ComponentType } from 'react';
import type { ToolApi } from './api';
import type { ToolGuide } from './guide';
import { toolIds, type ToolId } from './ids';
import type { Catalog } from '../i18n/catalog';

/**
 * Props every tool screen understands. The embed maps element attributes onto them
 * (kebab-case attribute → camelCase prop) and forwards `onChange` as a `toolshed-change` event.
 */
export interface ToolProps {
  onChange?: (detail: unknown) => void;
  [initialValue: string]: unknown;
}

/**
 * What `src/tools/<id>/index.ts` exports: the screen, the guide the site shows under it, and
 * the declared inputs and events (src/tools/api.ts) behind its element attributes and docs.
 */
export type ToolModule = {
  default: ComponentType<ToolProps>;
  guide?: ToolGuide;
  api?: ToolApi;
  /** The tool's messages (src/tools/<id>/messages/<locale>.ts), loaded with it in the page's locale. */
  messages?: Catalog<string>;
};

// Every built tool is a folder src/tools/<id>/ with an index.ts; each becomes its own chunk.
const modules = import.meta.glob<ToolModule>('./*/index.ts');

/**
 * Code-split entry point of each built tool: the site's tool route and the embed element
 * both call these, so a tool's code loads only where it is used.
 */
export const toolLoaders: Partial<Record<ToolId, () => Promise<ToolModule>>> = Object.fromEntries(
  toolIds.flatMap((id) => {
    const load = modules[`./${id}/index.ts`];
    return load ? [[id, load]] : [];
  }),
);
