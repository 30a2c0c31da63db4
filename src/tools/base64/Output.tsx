import { BlobImage } from '../../ui/components/BlobImage';
import { Download } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { downloadText } from '../../ui/download';
import type { TextDirection } from '../../ui/components/text-direction';
import type { Bytes } from './base64';
import * as styles from './Base64.css';
import type { Base64Text } from './i18n';

/** Past this many characters only the start is drawn: a page holding megabytes of text lags. */
export const PREVIEW_CHARS = 100_000;

export interface OutputProps {
  t: Base64Text;
  label: string;
  value: string;
  filename: string;
  mimeType?: string;
  copyLabel?: string;
  /** `ltr` for Base64 (data reads left to right in every locale: the padding stays at the end); `auto` for decoded text, which may be right to left. */
  dir?: TextDirection;
}

/** A read-only text result with Copy and Download of the whole value, however long it is. */
export function Output({ t, label, value, filename, mimeType = 'text/plain;charset=utf-8', copyLabel, dir = 'ltr' }: OutputProps) {
  const truncated = value.length > PREVIEW_CHARS;
  return (
    <Stack gap="xs">
      <div className={codeStyles.root}>
        <div className={codeStyles.header}>
          <span className={codeStyles.label}>{label}</span>
          <div className={codeStyles.actions}>
            <CopyButton text={value} label={copyLabel} variant="ghost" size="sm" />
            <Button variant="ghost" size="sm" icon={Download} aria-label={t('downloadLabel', { label })} onPress={() => downloadText(filename, value, mimeType)}>
              {t('download')}
            </Button>
          </div>
        </div>
        {/* Focusable so keyboard users can scroll long output (axe: scrollable-region-focusable). */}
        <pre tabIndex={0} role="region" aria-label={label} dir={dir} className={codeStyles.code({ wrap: true, maxHeight: 'md' })}>
          <code>{truncated ? `${value.slice(0, PREVIEW_CHARS)}…` : value}</code>
        </pre>
      </div>
      {truncated ? (
        <p className={styles.note}>{t('showingFirst', { shown: t.number(PREVIEW_CHARS), total: t.number(value.length) })}</p>
      ) : null}
    </Stack>
  );
}

/** An image shown from bytes in memory through a blob: URL, released when it goes. */
export function ImagePreview({ bytes, mimeType, alt }: { bytes: Bytes; mimeType: string; alt: string }) {
  return (
    <div className={styles.preview}>
      <BlobImage data={bytes} type={mimeType} className={styles.previewImage} alt={alt} />
    </div>
  );
}
