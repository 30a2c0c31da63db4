import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureUnitsTitle', text: 'featureUnitsText' },
    { title: 'featureCategoriesTitle', text: 'featureCategoriesText' },
    { title: 'featureRangeTitle', text: 'featureRangeText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepUnitsTitle', text: 'stepUnitsText' },
    { title: 'stepEnterTitle', text: 'stepEnterText' },
    { title: 'stepCategoryTitle', text: 'stepCategoryText' },
    { title: 'stepContextTitle', text: 'stepContextText' },
  ],
});
