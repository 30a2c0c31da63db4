import { messageGuide } from '../guide';
import type { NumberBaseConverterMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<NumberBaseConverterMessage>({
  features: [
    { title: 'featureBasesTitle', text: 'featureBasesText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureTwosTitle', text: 'featureTwosText' },
    { title: 'featureTypingTitle', text: 'featureTypingText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepBitsTitle', text: 'stepBitsText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
