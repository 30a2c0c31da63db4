import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featurePasteTitle', text: 'featurePasteText' },
    { title: 'featureCheckedTitle', text: 'featureCheckedText' },
    { title: 'featureSchemaTitle', text: 'featureSchemaText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepDefaultsTitle', text: 'stepDefaultsText' },
    { title: 'stepFixTitle', text: 'stepFixText' },
    { title: 'stepDownloadTitle', text: 'stepDownloadText' },
  ],
});
