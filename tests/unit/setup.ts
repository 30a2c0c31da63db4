// Components from src/ui read their words from the design system's catalog (src/ui/i18n.ts), which
// the site, the embed and Storybook load before rendering; server renders in the tests do the same.
import { uiMessages } from '../../src/ui/i18n';

await uiMessages.load('en');
