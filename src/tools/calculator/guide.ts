import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
// The spec's info cards promised memory and keyboard support; both exist now, so they can say so.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureScientificTitle', text: 'featureScientificText' },
    { title: 'featureMemoryTitle', text: 'featureMemoryText' },
    { title: 'featureKeyboardTitle', text: 'featureKeyboardText' },
    { title: 'featurePreciseTitle', text: 'featurePreciseText' },
    { title: 'featureHistoryTitle', text: 'featureHistoryText' },
  ],
  steps: [
    { title: 'stepNumberTitle', text: 'stepNumberText' },
    { title: 'stepOperationTitle', text: 'stepOperationText' },
    { title: 'stepResultTitle', text: 'stepResultText' },
    { title: 'stepReuseTitle', text: 'stepReuseText' },
  ],
});
