import { CopyButton } from '../../ui/components/CopyButton';
import { Switch } from '../../ui/components/Switch';
import { SHARE_VALUE_LIMIT } from '../../tools/share';
import * as styles from './ShareBar.css';
import type { Translate } from '../../i18n/catalog';
import { useToolFrameMessages } from './i18n';
import type en from './messages/en';

export interface ShareBarProps {
  /** Writes the address bar and returns the link to copy. */
  getLink: () => string;
  isPrivate: boolean;
  onPrivateChange: (value: boolean) => void;
  /** Inputs left out of the link because they are too large. */
  tooLarge: readonly string[];
  /** The tool's own sentence on what never goes in a link and why (its api's linkNote). */
  linkNote?: string;
}

type Key = keyof typeof en;

// 'initial-text' reads as "text": the note names what the user typed, not the attribute.
const SPOKEN: Record<string, Key> = { text: 'inputText', urls: 'inputUrls', original: 'inputOriginal', modified: 'inputModified' };

/** An input's name as the note says it: a known word in the locale, else (English) the name itself. */
function spokenName(t: Translate<Key>, name: string): string {
  const key = SPOKEN[name.replace(/^initial-/, '')];
  if (key) return t(key);
  return t.locale === 'en' ? name.replace(/^initial-/, '').replace(/-/g, ' ') : t('inputOther');
}

const listNames = (t: Translate<Key>, names: readonly string[]): string => {
  const words = [...new Set(names.map((n) => spokenName(t, n)))];
  if (words.length < 2) return words[0] ?? '';
  const last = t('listTwo', { first: words.at(-2) ?? '', last: words.at(-1) ?? '' });
  return words.slice(0, -2).reduceRight((rest, first) => t('listMore', { first, rest }), last);
};

/** Why the link holds less than the screen, in plain sentences (or nothing), in `t`'s locale. */
export function shareNote({ isPrivate, tooLarge, linkNote }: Omit<ShareBarProps, 'getLink' | 'onPrivateChange'>, t: Translate<Key>): string {
  if (isPrivate) return t('privateNote');
  const parts: string[] = [];
  if (tooLarge.length > 0) parts.push(t('tooLarge', { inputs: listNames(t, tooLarge), limit: SHARE_VALUE_LIMIT / 1000 }));
  if (linkNote) parts.push(linkNote);
  return parts.join(' ');
}

/**
 * The tool page's share controls: copy a link that reopens the tool with the same inputs, or
 * keep this tool's inputs out of the address bar entirely. Only on tools with inputs worth a
 * link (a tool whose api says `share: false` has none).
 */
export function ShareBar(props: ShareBarProps) {
  const t = useToolFrameMessages();
  const note = shareNote(props, t);
  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        <Switch isSelected={props.isPrivate} onChange={props.onPrivateChange}>
          {t('keepPrivate')}
        </Switch>
        <CopyButton text={props.getLink} label={t('shareLink')} copiedLabel={t('linkCopied')} size="sm" />
      </div>
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
