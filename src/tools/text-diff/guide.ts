import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureModesTitle', text: 'featureModesText' },
    { title: 'featureViewsTitle', text: 'featureViewsText' },
    { title: 'featureIgnoreTitle', text: 'featureIgnoreText' },
    { title: 'featurePatchTitle', text: 'featurePatchText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepChooseTitle', text: 'stepChooseText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepShareTitle', text: 'stepShareText' },
  ],
});
