import { messageGuide } from '../guide';
import type { CronParserMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<CronParserMessage>({
  features: [
    { title: 'featureDescribeTitle', text: 'featureDescribeText' },
    { title: 'featureRunsTitle', text: 'featureRunsText' },
    { title: 'featureFieldsTitle', text: 'featureFieldsText' },
    { title: 'featureMacrosTitle', text: 'featureMacrosText' },
  ],
  steps: [
    { title: 'stepTypeTitle', text: 'stepTypeText' },
    { title: 'stepZoneTitle', text: 'stepZoneText' },
    { title: 'stepReadTitle', text: 'stepReadText' },
    { title: 'stepCopyTitle', text: 'stepCopyText' },
  ],
});
