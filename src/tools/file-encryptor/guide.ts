import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureAesTitle', text: 'featureAesText' },
    { title: 'featureChunksTitle', text: 'featureChunksText' },
    { title: 'featureTamperTitle', text: 'featureTamperText' },
    { title: 'featureOpenTitle', text: 'featureOpenText' },
  ],
  steps: [
    { title: 'stepFileTitle', text: 'stepFileText' },
    { title: 'stepPassphraseTitle', text: 'stepPassphraseText' },
    { title: 'stepDownloadTitle', text: 'stepDownloadText' },
  ],
});
