import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureRulesTitle', text: 'featureRulesText' },
    { title: 'featureAiTitle', text: 'featureAiText' },
    { title: 'featureTesterTitle', text: 'featureTesterText' },
    { title: 'featureSafeTitle', text: 'featureSafeText' },
  ],
  steps: [
    { title: 'stepDefaultTitle', text: 'stepDefaultText' },
    { title: 'stepCrawlersTitle', text: 'stepCrawlersText' },
    { title: 'stepSitemapsTitle', text: 'stepSitemapsText' },
    { title: 'stepTestTitle', text: 'stepTestText' },
  ],
});
