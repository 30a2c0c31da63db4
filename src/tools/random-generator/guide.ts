import { messageGuide } from '../guide';
import type { RandomGeneratorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<RandomGeneratorMessage>({
  features: [
    { title: 'featureFairTitle', text: 'featureFairText' },
    { title: 'featureModesTitle', text: 'featureModesText' },
    { title: 'featureRangeTitle', text: 'featureRangeText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepModeTitle', text: 'stepModeText' },
    { title: 'stepSetTitle', text: 'stepSetText' },
    { title: 'stepDrawTitle', text: 'stepDrawText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
