import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureSizesTitle', text: 'featureSizesText' },
    { title: 'featureIcoTitle', text: 'featureIcoText' },
    { title: 'featureManifestTitle', text: 'featureManifestText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepSourceTitle', text: 'stepSourceText' },
    { title: 'stepStyleTitle', text: 'stepStyleText' },
    { title: 'stepPreviewTitle', text: 'stepPreviewText' },
    { title: 'stepDownloadTitle', text: 'stepDownloadText' },
  ],
});
