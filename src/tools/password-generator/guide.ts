import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureRandomTitle', text: 'featureRandomText' },
    { title: 'featureTypesTitle', text: 'featureTypesText' },
    { title: 'featureStrengthTitle', text: 'featureStrengthText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepPresetTitle', text: 'stepPresetText' },
    { title: 'stepLookAlikeTitle', text: 'stepLookAlikeText' },
    { title: 'stepGenerateTitle', text: 'stepGenerateText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
