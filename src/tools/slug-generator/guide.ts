import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureScriptsTitle', text: 'featureScriptsText' },
    { title: 'featureLengthTitle', text: 'featureLengthText' },
    { title: 'featureStopWordsTitle', text: 'featureStopWordsText' },
    { title: 'featureBulkTitle', text: 'featureBulkText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepBulkTitle', text: 'stepBulkText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
