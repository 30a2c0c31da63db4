import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureTypesTitle', text: 'featureTypesText' },
    { title: 'featureCustomTitle', text: 'featureCustomText' },
    { title: 'featureQualityTitle', text: 'featureQualityText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepDetailsTitle', text: 'stepDetailsText' },
    { title: 'stepLookTitle', text: 'stepLookText' },
    { title: 'stepSaveTitle', text: 'stepSaveText' },
  ],
});
