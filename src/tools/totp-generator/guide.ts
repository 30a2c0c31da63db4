import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureInputTitle', text: 'featureInputText' },
    { title: 'featureCodeTitle', text: 'featureCodeText' },
    { title: 'featureVerifyTitle', text: 'featureVerifyText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepSecretTitle', text: 'stepSecretText' },
    { title: 'stepSettingsTitle', text: 'stepSettingsText' },
    { title: 'stepCodeTitle', text: 'stepCodeText' },
  ],
});
