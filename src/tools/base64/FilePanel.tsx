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
import { formatCount } from '../../ui/format';

export interface LoadedFile {
  name: string;
  size: number;
  /** The type the system gave the file, if any (the encoding works out the rest). */
  declaredType: string | null;
  bytes: Bytes;
}


export interface FilePanelProps {
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
export default function FilePanel({ options, file, encoding, progress, reading, error, onFile, onDismissError, onRemove }: FilePanelProps) {
  return (
    <div className={styles.layout}>
      <Card title="File" headingLevel={2}>
        <Stack gap="md">
          <div className={styles.options}>{options}</div>
          <FileDrop label="Upload File" accept={ANY_FILES} onFile={onFile} description={`Any file up to ${formatBytes(MAX_FILE_BYTES)}. It is read in this browser and never uploaded.`} />
          {reading ? <StatusBanner tone="info">{`Reading ${reading}…`}</StatusBanner> : null}
          {error ? (
            <StatusBanner tone="error" onDismiss={onDismissError}>
              {error}
            </StatusBanner>
          ) : null}
          {file ? (
            <>
              <StatusBanner tone={encoding ? 'success' : 'info'}>
                <span className={styles.fileName}>{encoding ? `Encoded ${file.name}` : `Encoding ${file.name}…`}</span>
              </StatusBanner>
              {encoding ? (
                <StatGrid
                  columns={3}
                  stats={[
                    { label: 'Type', value: encoding.type.label },
                    { label: 'Size', value: formatBytes(file.size) },
                    { label: 'Base64 characters', value: formatCount(encoding.base64.length) },
                  ]}
                />
              ) : null}
              {encoding && isPreviewableImage(encoding.type.mimeType) ? <ImagePreview bytes={file.bytes} mimeType={encoding.type.mimeType} alt={`Preview of ${file.name}`} /> : null}
              <Inline gap="sm">
                <Button size="sm" icon={X} onPress={onRemove}>
                  Remove File
                </Button>
              </Inline>
            </>
          ) : null}
        </Stack>
      </Card>
      <Card title="Result" headingLevel={2}>
        <Stack gap="md">
          {progress}
          {file && encoding ? (
            <>
              <Output label="Base64" value={encoding.base64} filename={base64Filename(file.name)} copyLabel="Copy Base64" />
              <Output label="Data URL" value={encoding.dataUrl} filename={dataUrlFilename(file.name)} copyLabel="Copy Data URL" />
            </>
          ) : file ? (
            <p className={styles.empty}>The Base64 and data URL appear here once the file is encoded.</p>
          ) : (
            <p className={styles.empty}>Choose or drop a file to get its Base64 and a data: URL.</p>
          )}
        </Stack>
      </Card>
    </div>
  );
}
