/**
 * The crack times' words from a tool's catalog (issue #31). The password generator and the password
 * checker each carry the same `crack.*` messages in their own catalog (a page loads one tool's
 * messages), and tests/unit/tools/crack-time.test.ts keeps the two copies identical in every locale.
 */
import type { Translate } from '../i18n/catalog';
import type { CrackTimeText, CrackTimeWords } from './crack-time';

export const CRACK_TIME_KEYS = [
  'crack.onlineThrottled',
  'crack.onlineThrottledRate',
  'crack.onlineUnthrottled',
  'crack.onlineUnthrottledRate',
  'crack.offlineSlowHash',
  'crack.offlineSlowHashRate',
  'crack.offlineFastHash',
  'crack.offlineFastHashRate',
  'crack.lessThanSecond',
  'crack.centuries',
  'crack.second',
  'crack.minute',
  'crack.hour',
  'crack.day',
  'crack.month',
  'crack.year',
] as const;

export type CrackTimeMessage = (typeof CRACK_TIME_KEYS)[number];

type ScenarioKey = keyof CrackTimeWords;
const TITLES: Record<ScenarioKey, CrackTimeMessage> = {
  onlineThrottled: 'crack.onlineThrottled',
  onlineUnthrottled: 'crack.onlineUnthrottled',
  offlineSlowHash: 'crack.offlineSlowHash',
  offlineFastHash: 'crack.offlineFastHash',
};
const RATES: Record<ScenarioKey, CrackTimeMessage> = {
  onlineThrottled: 'crack.onlineThrottledRate',
  onlineUnthrottled: 'crack.onlineUnthrottledRate',
  offlineSlowHash: 'crack.offlineSlowHashRate',
  offlineFastHash: 'crack.offlineFastHashRate',
};

/** The scenarios' titles and speeds and the durations in the catalog's language ("2 Minuten", "قرون"). */
export function crackTimeText(t: Translate<CrackTimeMessage>): CrackTimeText {
  return {
    title: (key) => t(TITLES[key]),
    rate: (key) => t(RATES[key]),
    lessThanSecond: t('crack.lessThanSecond'),
    centuries: t('crack.centuries'),
    duration: (unit, count) => t(`crack.${unit}`, { count }),
  };
}
