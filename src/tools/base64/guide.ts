import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureUtf8Title', text: 'featureUtf8Text' },
    { title: 'featureAlphabetTitle', text: 'featureAlphabetText' },
    { title: 'featureFilesTitle', text: 'featureFilesText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTabTitle', text: 'stepTabText' },
    { title: 'stepOptionsTitle', text: 'stepOptionsText' },
    { title: 'stepPasteTitle', text: 'stepPasteText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
