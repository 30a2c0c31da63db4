import { messageGuide } from '../guide';
import type { TimestampConverterMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<TimestampConverterMessage>({
  features: [
    { title: 'featureDetectTitle', text: 'featureDetectText' },
    { title: 'featureFormsTitle', text: 'featureFormsText' },
    { title: 'featureDatesTitle', text: 'featureDatesText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepUnitTitle', text: 'stepUnitText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
