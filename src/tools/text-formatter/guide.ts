import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureLinesTitle', text: 'featureLinesText' },
    { title: 'featureChainTitle', text: 'featureChainText' },
    { title: 'featureRegexTitle', text: 'featureRegexText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTextTitle', text: 'stepTextText' },
    { title: 'stepChainTitle', text: 'stepChainText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
    { title: 'stepTakeTitle', text: 'stepTakeText' },
  ],
});
