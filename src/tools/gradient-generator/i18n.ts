import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { localeNumberText } from '../../i18n/numbers';
import type { DescribeWords } from './gradient-generator';
import type en from './messages/en';

/** The gradient generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/gradient-generator/messages/*.ts'));

export type GradientMessage = keyof typeof en;
export const useGradientMessages = () => useMessages(messages);

/** The preview's description in the page's locale (gradient-generator.ts keeps English as its default). */
export function describeWords(t: Translate<GradientMessage>): DescribeWords {
  return {
    gradient: (g) => {
      const repeating = g.repeating ? 'yes' : 'no';
      const angle = t.number(g.angle);
      if (g.type === 'linear') return t('describe.linear', { repeating, angle });
      const position = t(`at.${g.position}`);
      return g.type === 'radial' ? t('describe.radial', { repeating, shape: g.shape, position }) : t('describe.conic', { repeating, angle, position });
    },
    stop: (color, position) => t('describe.stop', { color, position: localeNumberText(t.locale, position) }),
    whole: (gradient, stops) => t('describe.stops', { gradient, stops: stops.join(t.locale === 'ar' ? '، ' : ', ') }),
  };
}
