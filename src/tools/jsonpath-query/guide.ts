import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureStandardTitle', text: 'featureStandardText' },
    { title: 'featurePathsTitle', text: 'featurePathsText' },
    { title: 'featureProblemsTitle', text: 'featureProblemsText' },
    { title: 'featureLargeTitle', text: 'featureLargeText' },
  ],
  steps: [
    { title: 'stepAddTitle', text: 'stepAddText' },
    { title: 'stepExpressionTitle', text: 'stepExpressionText' },
    { title: 'stepCheckTitle', text: 'stepCheckText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
