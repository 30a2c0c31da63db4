import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureReadableTitle', text: 'featureReadableText' },
    { title: 'featureDatesTitle', text: 'featureDatesText' },
    { title: 'featureSignatureTitle', text: 'featureSignatureText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepPasteTitle', text: 'stepPasteText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepVerifyTitle', text: 'stepVerifyText' },
    { title: 'stepFixTitle', text: 'stepFixText' },
  ],
});
