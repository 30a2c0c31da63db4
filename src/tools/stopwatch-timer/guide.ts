import { messageGuide } from '../guide';
import type { StopwatchTimerMessage } from './i18n';

// The words are in messages/<locale>.ts; the page shows them in its locale.
export const guide = messageGuide<StopwatchTimerMessage>({
  features: [
    { title: 'featureAccurateTitle', text: 'featureAccurateText' },
    { title: 'featureLapsTitle', text: 'featureLapsText' },
    { title: 'featureAlertTitle', text: 'featureAlertText' },
    { title: 'featurePomodoroTitle', text: 'featurePomodoroText' },
  ],
  steps: [
    { title: 'stepModeTitle', text: 'stepModeText' },
    { title: 'stepStartTitle', text: 'stepStartText' },
    { title: 'stepLapTitle', text: 'stepLapText' },
    { title: 'stepAlertTitle', text: 'stepAlertText' },
  ],
});
