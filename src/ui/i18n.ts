import { defineCatalog, useMessages } from '../i18n/catalog';
import type en from './messages/en';

/**
 * The design system's own words (issue #31): "Copy", "Copied!", "Cancel", "Edit Anyway"… One chunk
 * per locale. Everything that renders src/ui components loads it first: the site (preloadRoute),
 * the embed (mountTool), Storybook (the preview's loader); in the React package it loads itself,
 * the first render waiting for it.
 */
export const uiMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/ui/messages/*.ts'));

export const useUiMessages = () => useMessages(uiMessages);
