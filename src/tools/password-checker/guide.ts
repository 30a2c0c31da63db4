import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureEstimateTitle', text: 'featureEstimateText' },
    { title: 'featureTimeTitle', text: 'featureTimeText' },
    { title: 'featureNistTitle', text: 'featureNistText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepUsageTitle', text: 'stepUsageText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
