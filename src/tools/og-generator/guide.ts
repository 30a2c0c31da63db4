import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureTagsTitle', text: 'featureTagsText' },
    { title: 'featurePreviewsTitle', text: 'featurePreviewsText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
    { title: 'featureRequestsTitle', text: 'featureRequestsText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepFillTitle', text: 'stepFillText' },
    { title: 'stepCardTitle', text: 'stepCardText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
