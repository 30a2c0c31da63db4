import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureAlgorithmsTitle', text: 'featureAlgorithmsText' },
    { title: 'featureFilesTitle', text: 'featureFilesText' },
    { title: 'featureHmacTitle', text: 'featureHmacText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepSourceTitle', text: 'stepSourceText' },
    { title: 'stepAlgorithmsTitle', text: 'stepAlgorithmsText' },
    { title: 'stepKeyTitle', text: 'stepKeyText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
