import { CopyButton } from '../../ui/components/CopyButton';
import { Switch } from '../../ui/components/Switch';
import { SHARE_VALUE_LIMIT } from '../../tools/share';
import * as styles from './ShareBar.css';

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

// 'initial-text' reads as "text": the note names what the user typed, not the attribute.
const SPOKEN: Record<string, string> = { urls: 'URLs', original: 'original text', modified: 'modified text' };
const listNames = (names: readonly string[]) => {
  const words = names.map((n) => SPOKEN[n] ?? n.replace(/^initial-/, '').replace(/-/g, ' '));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
};

/** Why the link holds less than the screen, in plain sentences (or nothing). */
export function shareNote({ isPrivate, tooLarge, linkNote }: Omit<ShareBarProps, 'getLink' | 'onPrivateChange'>): string {
  if (isPrivate) return 'Private: the address and the link keep none of your inputs.';
  const parts: string[] = [];
  if (tooLarge.length > 0) parts.push(`The link leaves out your ${listNames(tooLarge)}: over ${SHARE_VALUE_LIMIT / 1000} kB is too large for a link.`);
  if (linkNote) parts.push(linkNote);
  return parts.join(' ');
}

/**
 * The tool page's share controls: copy a link that reopens the tool with the same inputs, or
 * keep this tool's inputs out of the address bar entirely. Only on tools with inputs worth a
 * link (a tool whose api says `share: false` has none).
 */
export function ShareBar(props: ShareBarProps) {
  const note = shareNote(props);
  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        <Switch isSelected={props.isPrivate} onChange={props.onPrivateChange}>
          Keep my inputs out of the link
        </Switch>
        <CopyButton text={props.getLink} label="Share Link" copiedLabel="Link Copied" size="sm" />
      </div>
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
