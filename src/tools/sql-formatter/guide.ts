import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureDialectsTitle', text: 'featureDialectsText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureMinifyTitle', text: 'featureMinifyText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepDialectTitle', text: 'stepDialectText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
