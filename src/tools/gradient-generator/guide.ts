import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureKindsTitle', text: 'featureKindsText' },
    { title: 'featureStopsTitle', text: 'featureStopsText' },
    { title: 'featureBlendsTitle', text: 'featureBlendsText' },
    { title: 'featureCssTitle', text: 'featureCssText' },
  ],
  steps: [
    { title: 'stepStartTitle', text: 'stepStartText' },
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepStopsTitle', text: 'stepStopsText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
