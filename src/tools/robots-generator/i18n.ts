import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { RobotsWords } from './robots-generator';
import type en from './messages/en';

/** The robots.txt generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/robots-generator/messages/*.ts'));

export type RobotsMessage = keyof typeof en;
export type RobotsTranslate = Translate<RobotsMessage>;
export const useRobotsMessages = () => useMessages(messages);

/** The input messages in the page's locale (robots-generator.ts keeps English as its default). */
export function robotsWords(t: RobotsTranslate): RobotsWords {
  return {
    agentEmpty: t('agentEmpty'),
    agentInvalid: t('agentInvalid'),
    sitemapInvalid: (line) => t('sitemapInvalid', { line }),
    testEmpty: t('testEmpty'),
    testProtocol: t('testProtocol'),
    testInvalid: t('testInvalid'),
  };
}

/** "Googlebot (Google Search)": the token as it is, who runs it in the page's locale. */
export const crawlerLabel = (t: RobotsTranslate, token: string): string => `${token} (${t(`owner.${token}` as RobotsMessage)})`;
