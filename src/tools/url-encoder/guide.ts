import { messageGuide } from '../guide';
import type en from './messages/en';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<keyof typeof en>({
  features: [
    { title: 'featureScopeTitle', text: 'featureScopeText' },
    { title: 'featureStrictTitle', text: 'featureStrictText' },
    { title: 'featureParserTitle', text: 'featureParserText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepModeTitle', text: 'stepModeText' },
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepFixTitle', text: 'stepFixText' },
    { title: 'stepParseTitle', text: 'stepParseText' },
  ],
});
