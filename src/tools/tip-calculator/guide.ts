import { messageGuide } from '../guide';
import type { TipCalculatorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<TipCalculatorMessage>({
  features: [
    { title: 'featureSplitTitle', text: 'featureSplitText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureRoundTitle', text: 'featureRoundText' },
    { title: 'featureCurrencyTitle', text: 'featureCurrencyText' },
  ],
  steps: [
    { title: 'stepBillTitle', text: 'stepBillText' },
    { title: 'stepTipTitle', text: 'stepTipText' },
    { title: 'stepPeopleTitle', text: 'stepPeopleText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
