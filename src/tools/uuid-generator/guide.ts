import { messageGuide } from '../guide';
import type { UuidGeneratorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<UuidGeneratorMessage>({
  features: [
    { title: 'featureKindsTitle', text: 'featureKindsText' },
    { title: 'featureBulkTitle', text: 'featureBulkText' },
    { title: 'featureValidateTitle', text: 'featureValidateText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepCountTitle', text: 'stepCountText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
    { title: 'stepValidateTitle', text: 'stepValidateText' },
  ],
});
