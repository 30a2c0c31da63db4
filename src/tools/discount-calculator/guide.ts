import { messageGuide } from '../guide';
import type { DiscountCalculatorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<DiscountCalculatorMessage>({
  features: [
    { title: 'featureStackTitle', text: 'featureStackText' },
    { title: 'featureTaxTitle', text: 'featureTaxText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureCurrencyTitle', text: 'featureCurrencyText' },
  ],
  steps: [
    { title: 'stepPriceTitle', text: 'stepPriceText' },
    { title: 'stepDiscountTitle', text: 'stepDiscountText' },
    { title: 'stepTaxTitle', text: 'stepTaxText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
