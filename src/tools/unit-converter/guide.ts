import { messageGuide } from '../guide';
import type { UnitConverterMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<UnitConverterMessage>({
  features: [
    { title: 'featureCategoriesTitle', text: 'featureCategoriesText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureStorageTitle', text: 'featureStorageText' },
    { title: 'featureAllTitle', text: 'featureAllText' },
  ],
  steps: [
    { title: 'stepCategoryTitle', text: 'stepCategoryText' },
    { title: 'stepAmountTitle', text: 'stepAmountText' },
    { title: 'stepUnitsTitle', text: 'stepUnitsText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
