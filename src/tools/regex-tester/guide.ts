import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureEngineTitle', text: 'featureEngineText' },
    { title: 'featureGroupsTitle', text: 'featureGroupsText' },
    { title: 'featureReplaceTitle', text: 'featureReplaceText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
  ],
  steps: [
    { title: 'stepPatternTitle', text: 'stepPatternText' },
    { title: 'stepTextTitle', text: 'stepTextText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepReplaceTitle', text: 'stepReplaceText' },
  ],
});
