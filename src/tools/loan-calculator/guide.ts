import { messageGuide } from '../guide';
import type { LoanCalculatorMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<LoanCalculatorMessage>({
  features: [
    { title: 'featurePaymentTitle', text: 'featurePaymentText' },
    { title: 'featureExactTitle', text: 'featureExactText' },
    { title: 'featureScheduleTitle', text: 'featureScheduleText' },
    { title: 'featureExtraTitle', text: 'featureExtraText' },
  ],
  steps: [
    { title: 'stepLoanTitle', text: 'stepLoanText' },
    { title: 'stepTermTitle', text: 'stepTermText' },
    { title: 'stepExtraTitle', text: 'stepExtraText' },
    { title: 'stepScheduleTitle', text: 'stepScheduleText' },
  ],
});
