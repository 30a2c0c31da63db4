import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureBothTitle', text: 'featureBothText' },
    { title: 'featureAnchorsTitle', text: 'featureAnchorsText' },
    { title: 'featureDocumentsTitle', text: 'featureDocumentsText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
