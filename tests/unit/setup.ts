// Components from src/ui read their words from the design system's catalog (src/ui/i18n.ts), which
// the site, the embed and Storybook load before rendering; server renders in the tests do the same,
// and load each tool's English messages (src/tools/<id>/i18n.ts) as the site does with the tool.
import { uiMessages } from '../../src/ui/i18n';
import type { Catalog } from '../../src/i18n/catalog';
import { afterEach } from 'vitest';
import { forgetWorkerRefusal } from '../../src/ui/module-worker';

await uiMessages.load('en');
const toolCatalogs = import.meta.glob<{ messages: Catalog<string> }>('/src/tools/*/i18n.ts', { eager: true });
await Promise.all(Object.values(toolCatalogs).map(({ messages }) => messages.load('en')));

// A test that stubs Worker to throw (a CSP refusal) must not leave workers refused for the next.
afterEach(() => forgetWorkerRefusal());
