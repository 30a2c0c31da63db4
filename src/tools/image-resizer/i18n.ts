import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { catalogSizeWords, type SizeWords } from '../../i18n/sizes';
import type { LimitWords, Size } from './image-resizer';
import type en from './messages/en';

/** The image resizer's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/image-resizer/messages/*.ts'));

export type ImageResizerMessage = keyof typeof en;
export const useImageResizerMessages = () => useMessages(messages);

/** The words of sizes and limits in the page's locale (image-resizer.ts keeps English as its default). */
export interface ResizerWords {
  limits: LimitWords;
  bytes: SizeWords;
  /** "1,200 × 800 px" */
  size: (size: Size) => string;
}

export function resizerWords(t: Translate<ImageResizerMessage>): ResizerWords {
  return {
    limits: {
      tooSmall: t('tooSmall'),
      pastSide: (width, height, max) => t('pastSide', { width, height, max }),
      pastArea: (width, height) => t('pastArea', { width, height }),
    },
    bytes: catalogSizeWords(t),
    size: ({ width, height }) => t('pixels', { width, height }),
  };
}
