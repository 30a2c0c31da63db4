import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureValidateTitle', text: 'featureValidateText' },
    { title: 'featureFormatTitle', text: 'featureFormatText' },
    { title: 'featureUnchangedTitle', text: 'featureUnchangedText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepStatusTitle', text: 'stepStatusText' },
    { title: 'stepViewTitle', text: 'stepViewText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
