import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureAnyTitle', text: 'featureAnyText' },
    { title: 'featureWcagTitle', text: 'featureWcagText' },
    { title: 'featureApcaTitle', text: 'featureApcaText' },
    { title: 'featureSuggestTitle', text: 'featureSuggestText' },
  ],
  steps: [
    { title: 'stepColorsTitle', text: 'stepColorsText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepFixTitle', text: 'stepFixText' },
  ],
});
