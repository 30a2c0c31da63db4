import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureSmoothTitle', text: 'featureSmoothText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureFormatTitle', text: 'featureFormatText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepChooseTitle', text: 'stepChooseText' },
    { title: 'stepSizeTitle', text: 'stepSizeText' },
    { title: 'stepFormatTitle', text: 'stepFormatText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
