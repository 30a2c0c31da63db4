import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureLiveTitle', text: 'featureLiveText' },
    { title: 'featureTimeTitle', text: 'featureTimeText' },
    { title: 'featureReadabilityTitle', text: 'featureReadabilityText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
