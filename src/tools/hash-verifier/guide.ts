import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureDetectTitle', text: 'featureDetectText' },
    { title: 'featureListsTitle', text: 'featureListsText' },
    { title: 'featureStrictTitle', text: 'featureStrictText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepDataTitle', text: 'stepDataText' },
    { title: 'stepExpectedTitle', text: 'stepExpectedText' },
    { title: 'stepVerdictTitle', text: 'stepVerdictText' },
    { title: 'stepSha3Title', text: 'stepSha3Text' },
  ],
});
