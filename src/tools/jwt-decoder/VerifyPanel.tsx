import type { ReactNode } from 'react';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatusBanner, type StatusTone } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { algorithmFamily } from './jwt-decoder';
import type { SecretEncoding, VerifyResult, VerifyStatus } from './verify';
import { algorithmName, noteText, statusTitle, verifyText, type JwtText } from './i18n';
import * as styles from './JwtDecoder.css';

const TONES: Record<VerifyStatus, StatusTone> = {
  verified: 'success',
  invalid: 'error',
  unsigned: 'warning',
  'needs-key': 'info',
  'key-error': 'warning',
  unsupported: 'warning',
};

export interface VerifyPanelProps {
  t: JwtText;
  alg: string | null;
  secret: string;
  onSecretChange: (value: string) => void;
  secretEncoding: SecretEncoding;
  onSecretEncodingChange: (value: SecretEncoding) => void;
  publicKey: string;
  onPublicKeyChange: (value: string) => void;
  /** Null while the check runs. */
  result: VerifyResult | null;
}

/** The key field the token's algorithm needs, and the verdict. */
export function VerifyPanel({ t, alg, secret, onSecretChange, secretEncoding, onSecretEncodingChange, publicKey, onPublicKeyChange, result }: VerifyPanelProps) {
  const family = algorithmFamily(alg);
  const name = alg !== null ? algorithmName(t, alg) : null;
  const bold = { b: (chunks: ReactNode[]) => <span className={styles.strong}>{chunks}</span> };
  const encodings = [
    { id: 'text', label: t('encoding.text') },
    { id: 'base64', label: t('encoding.base64') },
  ];
  return (
    <Card title={t('verifySignature')} headingLevel={2}>
      <Stack gap="md">
        <p className={styles.algorithm}>
          {name !== null ? t.rich('algorithmNamed', bold, { alg: alg ?? '', name }) : t.rich('algorithmLine', bold, { alg: alg ?? t('algorithmMissing') })}
        </p>
        {family === 'hmac' ? (
          <>
            <TextField
              label={t('secret')}
              value={secret}
              onChange={onSecretChange}
              mono
              autoComplete="off"
              spellCheck="false"
              description={t('secretDescription')}
            />
            <Select
              label={t('secretEncoding')}
              items={encodings}
              selectedKey={secretEncoding}
              onSelectionChange={(key) => onSecretEncodingChange(key === 'base64' ? 'base64' : 'text')}
            />
          </>
        ) : null}
        {family === 'public-key' ? (
          <TextArea
            label={t('publicKey')}
            value={publicKey}
            onChange={onPublicKeyChange}
            mono
            spellCheck={false}
            minHeight="sm"
            placeholder={t('publicKeyPlaceholder')}
            description={t('publicKeyDescription')}
          />
        ) : null}
        {result ? (
          <StatusBanner tone={TONES[result.status]} title={statusTitle(t, result.status)}>
            <p className={styles.bannerText}>{verifyText(t, result.reason)}</p>
            {result.noteReasons.length > 0 ? (
              <ul className={styles.notes}>
                {result.noteReasons.map((note) => (
                  <li key={note.id}>{noteText(t, note)}</li>
                ))}
              </ul>
            ) : null}
          </StatusBanner>
        ) : (
          <p className={styles.algorithm} role="status">
            {t('checkingSignature')}
          </p>
        )}
      </Stack>
    </Card>
  );
}
