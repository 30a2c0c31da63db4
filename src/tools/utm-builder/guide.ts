import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureSixTitle', text: 'featureSixText' },
    { title: 'featureIntactTitle', text: 'featureIntactText' },
    { title: 'featureReadTitle', text: 'featureReadText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepPasteTitle', text: 'stepPasteText' },
    { title: 'stepDescribeTitle', text: 'stepDescribeText' },
    { title: 'stepConsistentTitle', text: 'stepConsistentText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
