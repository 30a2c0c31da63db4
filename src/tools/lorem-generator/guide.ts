import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureUnitsTitle', text: 'featureUnitsText' },
    { title: 'featureOpeningTitle', text: 'featureOpeningText' },
    { title: 'featureHtmlTitle', text: 'featureHtmlText' },
    { title: 'featureSeedTitle', text: 'featureSeedText' },
  ],
  steps: [
    { title: 'stepChooseTitle', text: 'stepChooseText' },
    { title: 'stepStyleTitle', text: 'stepStyleText' },
    { title: 'stepSeedTitle', text: 'stepSeedText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
