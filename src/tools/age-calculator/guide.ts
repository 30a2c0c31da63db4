import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureTotalsTitle', text: 'featureTotalsText' },
    { title: 'featureBirthdaysTitle', text: 'featureBirthdaysText' },
    { title: 'featureLeapTitle', text: 'featureLeapText' },
  ],
  steps: [
    { title: 'stepBirthTitle', text: 'stepBirthText' },
    { title: 'stepAsOfTitle', text: 'stepAsOfText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
