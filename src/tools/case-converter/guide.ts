import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureCasesTitle', text: 'featureCasesText' },
    { title: 'featureBoundariesTitle', text: 'featureBoundariesText' },
    { title: 'featureListsTitle', text: 'featureListsText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepLinesTitle', text: 'stepLinesText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
