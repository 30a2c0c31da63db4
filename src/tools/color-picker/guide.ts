import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featurePickTitle', text: 'featurePickText' },
    { title: 'featurePaletteTitle', text: 'featurePaletteText' },
    { title: 'featureFormatsTitle', text: 'featureFormatsText' },
    { title: 'featureContrastTitle', text: 'featureContrastText' },
  ],
  steps: [
    { title: 'stepChooseTitle', text: 'stepChooseText' },
    { title: 'stepPaletteTitle', text: 'stepPaletteText' },
    { title: 'stepConvertTitle', text: 'stepConvertText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
