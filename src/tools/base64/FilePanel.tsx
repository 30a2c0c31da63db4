import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { ANY_FILES } from '../../ui/files';
import { MAX_FILE_BYTES, base64Filename, dataUrlFilename, formatBytes, isPreviewableImage, type Bytes, type FileEncoding } from './base64';
import { ImagePreview, Output } from './Output';
import * as styles from './Base64.css';
import { sizeWords, typeName, type Base64Text } from './i18n';

export interface LoadedFile {
  name: string;
  size: number;
  /** The type the system gave the file, if any (the encoding works out the rest). */
  declaredType: string | null;
  bytes: Bytes;
}


export interface FilePanelProps {
  t: Base64Text;
  /** The alphabet and padding switches, shared with the Text tab. */
  options: ReactNode;
  file: LoadedFile | null;
  /** The file's type, Base64 and data URL; null while a large file is being encoded. */
  encoding: FileEncoding | null;
  /** The background encoding's progress (WorkProgress), once a large file has been given. */
  progress: ReactNode;
  /** Name of the file being read, if any. */
  reading: string | null;
  error: string | null;
  onFile: (file: File) => void;
  onDismissError: () => void;
  onRemove: () => void;
}

/** The File tab: pick or drop any file, get its Base64 and a data: URL (images previewed). */
export default function FilePanel({ t, options, file, encoding, progress, reading, error, onFile, onDismissError, onRemove }: FilePanelProps) {
  const sizes = sizeWords(t);
  return (
    <div className={styles.layout}>
      <Card title={t('file')} headingLevel={2}>
        <Stack gap="md">
          <div className={styles.options}>{options}</div>
          <FileDrop label={t('uploadFile')} accept={ANY_FILES} onFile={onFile} description={t('anyFile', { max: formatBytes(MAX_FILE_BYTES, sizes) })} />
          {reading ? <StatusBanner tone="info">{t('reading', { name: reading })}</StatusBanner> : null}
          {error ? (
            <StatusBanner tone="error" onDismiss={onDismissError}>
              {error}
            </StatusBanner>
          ) : null}
          {file ? (
            <>
              <StatusBanner tone={encoding ? 'success' : 'info'}>
                <span className={styles.fileName}>{t(encoding ? 'encodedFile' : 'encodingFile', { name: file.name })}</span>
              </StatusBanner>
              {encoding ? (
                <StatGrid
                  columns={3}
                  stats={[
                    { label: t('type'), value: typeName(t, encoding.type) },
                    { label: t('size'), value: formatBytes(file.size, sizes) },
                    { label: t('base64Characters'), value: t.number(encoding.base64.length) },
                  ]}
                />
              ) : null}
              {encoding && isPreviewableImage(encoding.type.mimeType) ? <ImagePreview bytes={file.bytes} mimeType={encoding.type.mimeType} alt={t('previewOf', { name: file.name })} /> : null}
              <Inline gap="sm">
                <Button size="sm" icon={X} onPress={onRemove}>
                  {t('removeFile')}
                </Button>
              </Inline>
            </>
          ) : null}
        </Stack>
      </Card>
      <Card title={t('result')} headingLevel={2}>
        <Stack gap="md">
          {progress}
          {file && encoding ? (
            <>
              <Output t={t} label="Base64" value={encoding.base64} filename={base64Filename(file.name)} copyLabel={t('copyBase64')} />
              <Output t={t} label={t('dataUrl')} value={encoding.dataUrl} filename={dataUrlFilename(file.name)} copyLabel={t('copyDataUrl')} />
            </>
          ) : file ? (
            <p className={styles.empty}>{t('fileEncodingEmpty')}</p>
          ) : (
            <p className={styles.empty}>{t('fileEmpty')}</p>
          )}
        </Stack>
      </Card>
    </div>
  );
}
