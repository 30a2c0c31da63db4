import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureThreeTitle', text: 'featureThreeText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureRoundingTitle', text: 'featureRoundingText' },
    { title: 'featureDirectionTitle', text: 'featureDirectionText' },
  ],
  steps: [
    { title: 'stepPickTitle', text: 'stepPickText' },
    { title: 'stepEnterTitle', text: 'stepEnterText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
