import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureLayersTitle', text: 'featureLayersText' },
    { title: 'featurePreviewTitle', text: 'featurePreviewText' },
    { title: 'featureCssTitle', text: 'featureCssText' },
    { title: 'featurePresetsTitle', text: 'featurePresetsText' },
  ],
  steps: [
    { title: 'stepPresetTitle', text: 'stepPresetText' },
    { title: 'stepEditTitle', text: 'stepEditText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
