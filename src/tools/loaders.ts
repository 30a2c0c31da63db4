import type { ComponentType } from 'react';
import type { ToolId } from './ids';

/**
 * Props every tool screen understands. The embed maps element attributes onto them
 * (kebab-case attribute → camelCase prop) and forwards `onChange` as a `toolshed-change` event.
 */
export interface ToolProps {
  onChange?: (detail: unknown) => void;
  [initialValue: string]: unknown;
}

export type ToolModule = { default: ComponentType<ToolProps> };

/**
 * Code-split entry point of each built tool: the site's tool route and the embed element
 * both call these, so a tool's code loads only where it is used.
 */
export const toolLoaders: Partial<Record<ToolId, () => Promise<ToolModule>>> = {
  'word-counter': () => import('./word-counter/WordCounter') as Promise<ToolModule>,
};
