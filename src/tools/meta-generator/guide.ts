import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureLengthTitle', text: 'featureLengthText' },
    { title: 'featurePreviewTitle', text: 'featurePreviewText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepDescribeTitle', text: 'stepDescribeText' },
    { title: 'stepDetailsTitle', text: 'stepDetailsText' },
    { title: 'stepRobotsTitle', text: 'stepRobotsText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
