import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureTypesTitle', text: 'featureTypesText' },
    { title: 'featureMarkedTitle', text: 'featureMarkedText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
    { title: 'featureValidateTitle', text: 'featureValidateText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepFillTitle', text: 'stepFillText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
  ],
});
