import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureGfmTitle', text: 'featureGfmText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
    { title: 'stepSourceTitle', text: 'stepSourceText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
