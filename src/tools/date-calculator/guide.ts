import { messageGuide } from '../guide';
import type { DateCalculatorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<DateCalculatorMessage>({
  features: [
    { title: 'featureDifferenceTitle', text: 'featureDifferenceText' },
    { title: 'featureAddTitle', text: 'featureAddText' },
    { title: 'featureRulesTitle', text: 'featureRulesText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
  ],
  steps: [
    { title: 'stepModeTitle', text: 'stepModeText' },
    { title: 'stepDatesTitle', text: 'stepDatesText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
