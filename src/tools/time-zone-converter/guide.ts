import { messageGuide } from '../guide';
import type { TimeZoneConverterMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<TimeZoneConverterMessage>({
  features: [
    { title: 'featureConvertTitle', text: 'featureConvertText' },
    { title: 'featureDstTitle', text: 'featureDstText' },
    { title: 'featurePlannerTitle', text: 'featurePlannerText' },
    { title: 'featurePrivateTitle', text: 'featurePrivateText' },
  ],
  steps: [
    { title: 'stepTimeTitle', text: 'stepTimeText' },
    { title: 'stepSourceTitle', text: 'stepSourceText' },
    { title: 'stepZonesTitle', text: 'stepZonesText' },
    { title: 'stepPlanTitle', text: 'stepPlanText' },
  ],
});
