/**
 * The words both hash tools show through the shared parts (SourceTabs, a file job's progress,
 * sizes and times, the engine's failures), made from the calling tool's catalog: the generator's
 * and the verifier's messages each have these keys, so a page loads one catalog.
 */
import type { Translate } from '../../i18n/catalog';
import type { ByteUnit, ByteWords } from './algorithms';
import type { SourceWords } from './SourceTabs';
import type { JobWords, StreamJob } from './useStreamHash';

export type HashSharedMessage =
  | 'source.tabList'
  | 'source.textTab'
  | 'source.fileTab'
  | 'source.textLabel'
  | 'source.textDescription'
  | 'source.placeholder'
  | 'source.clear'
  | 'source.uploadFile'
  | 'source.fileDescription'
  | 'bytes'
  | 'kilobytes'
  | 'megabytes'
  | 'gigabytes'
  | 'terabytes'
  | 'milliseconds'
  | 'seconds'
  | 'timeAndRate'
  | 'job.hashingFile'
  | 'job.hashedFile'
  | 'job.hashingText'
  | 'job.hashedText'
  | 'job.hashAgain'
  | 'job.of'
  | 'job.doneIn'
  | 'job.cancelledAfter'
  | 'engineFailed'
  | 'fileUnreadable'
  | 'fileFailed';

type T = Translate<HashSharedMessage>;

const UNIT_KEYS = { kB: 'kilobytes', MB: 'megabytes', GB: 'gigabytes', TB: 'terabytes' } as const satisfies Record<ByteUnit, HashSharedMessage>;

/** Sizes and times in the page's locale ("209,7 MB" in German). */
export function byteWords(t: T): ByteWords {
  return {
    // Intl, as English rounds (at first use: a size is written once a file is chosen, never while the page loads).
    decimal: (n) => t.number(n, { maximumFractionDigits: 1 }),
    bytes: (count) => t('bytes', { count }),
    size: (size, unit) => t(UNIT_KEYS[unit], { size }),
    milliseconds: (value) => t('milliseconds', { value }),
    seconds: (value) => t('seconds', { value }),
    timeAndRate: (time, rate) => t('timeAndRate', { time, rate }),
  };
}

export function sourceWords(t: T): SourceWords {
  return {
    tabList: t('source.tabList'),
    textTab: t('source.textTab'),
    fileTab: t('source.fileTab'),
    textLabel: t('source.textLabel'),
    textDescription: t('source.textDescription'),
    placeholder: t('source.placeholder'),
    clear: t('source.clear'),
    uploadFile: t('source.uploadFile'),
    fileDescription: t('source.fileDescription'),
    sizes: byteWords(t),
  };
}

/** The progress words of hashing a file (`fileName`) or a long text (null). */
export function jobWords(t: T, fileName: string | null): JobWords {
  const name = fileName ?? '';
  return {
    label: fileName === null ? t('job.hashingText') : t('job.hashingFile', { name }),
    doneLabel: fileName === null ? t('job.hashedText') : t('job.hashedFile', { name }),
    restartLabel: t('job.hashAgain'),
    of: (done, total) => t('job.of', { done, total }),
    doneIn: (total, time) => t('job.doneIn', { total, time }),
    cancelledAfter: (done, total) => t('job.cancelledAfter', { done, total }),
    sizes: byteWords(t),
  };
}

/** Why a file job failed, in the page's locale. */
export const jobErrorText = (t: T, job: Extract<StreamJob, { status: 'error' }>): string => t(job.reason === 'unreadable' ? 'fileUnreadable' : 'fileFailed');
