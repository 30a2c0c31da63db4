import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { englishNumberText } from '../../i18n/numbers';
import { QR_TYPES, type ContentWords, type WarningWords } from './qr-generator';
import type en from './messages/en';

/** The QR code generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/qr-generator/messages/*.ts'));

export type QrMessage = keyof typeof en;
export const useQrMessages = () => useMessages(messages);

/** The content's messages in the page's locale (qr-generator.ts keeps English as its default). */
export function contentWords(t: Translate<QrMessage>): ContentWords {
  return {
    field: {
      url: t('error.url'),
      email: t('error.email'),
      phone: t('error.phone'),
      wpaPassword: t('error.wpaPassword'),
      latitude: t('error.latitude'),
      longitude: t('error.longitude'),
    },
    empty: Object.fromEntries(QR_TYPES.map(({ id }) => [id, t(`empty.${id}`)])) as ContentWords['empty'],
    wifiPassword: t('wifiPassword'),
  };
}

/** The color warnings in the page's locale, the ratio with its decimal mark ("3,5:1" in German). */
export function warningWords(t: Translate<QrMessage>): WarningWords {
  return {
    lowContrast: (ratio) => t('lowContrast', { ratio: englishNumberText(t.locale, ratio) }),
    inverted: t('inverted'),
  };
}
