import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureSvgoTitle', text: 'featureSvgoText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
    { title: 'featureCompareTitle', text: 'featureCompareText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepCompareTitle', text: 'stepCompareText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
