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
  /** Secret inputs the tool has (never in a link). */
  secrets: readonly string[];
  /** Whether the tool has any input a link can carry. */
  canShare: boolean;
}

// 'initial-text' reads as "text": the link names what the user typed, not the attribute.
const listNames = (names: readonly string[]) => names.map((n) => n.replace(/^initial-/, '').replace(/-/g, ' ')).join(', ');

/** Why the link holds less than the screen, in one sentence (or nothing). */
export function shareNote({ isPrivate, tooLarge, secrets, canShare }: Omit<ShareBarProps, 'getLink' | 'onPrivateChange'>): string {
  if (!canShare) return 'This tool keeps everything you enter out of the link: it opens empty for whoever you share it with.';
  if (isPrivate) return 'Private: the address and the link keep none of your inputs.';
  const parts: string[] = [];
  if (tooLarge.length > 0) parts.push(`Left out of the link, over ${SHARE_VALUE_LIMIT / 1000} kB: ${listNames(tooLarge)}.`);
  if (secrets.length > 0) parts.push(`Never in a link (secret): ${listNames(secrets)}.`);
  return parts.join(' ');
}

/**
 * The tool page's share controls: copy a link that reopens the tool with the same inputs, or
 * keep this tool's inputs out of the address bar entirely.
 */
export function ShareBar(props: ShareBarProps) {
  const note = shareNote(props);
  const copied = props.tooLarge.length > 0 && !props.isPrivate ? 'Link copied, without the large text' : 'Link copied';
  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        {props.canShare ? (
          <Switch isSelected={props.isPrivate} onChange={props.onPrivateChange}>
            Keep my inputs out of the link
          </Switch>
        ) : null}
        <CopyButton text={props.getLink} label="Share link" copiedLabel={copied} size="sm" />
      </div>
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
