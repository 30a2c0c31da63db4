import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureEncryptedTitle', text: 'featureEncryptedText' },
    { title: 'featureKeyTitle', text: 'featureKeyText' },
    { title: 'featureLockTitle', text: 'featureLockText' },
    { title: 'featureTabsTitle', text: 'featureTabsText' },
  ],
  steps: [
    { title: 'stepCreateTitle', text: 'stepCreateText' },
    { title: 'stepWriteTitle', text: 'stepWriteText' },
    { title: 'stepFindTitle', text: 'stepFindText' },
    { title: 'stepBackupTitle', text: 'stepBackupText' },
  ],
});
