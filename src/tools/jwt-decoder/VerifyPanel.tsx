import type { ReactNode } from 'react';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { algorithmFamily, type SecretEncoding } from './jwt-decoder';
import type { VerifyResult } from './verify';
import type { Verification } from './load-verification';
import { algorithmName, type JwtText } from './i18n';
import * as styles from './JwtDecoder.css';

export interface VerifyPanelProps {
  t: JwtText;
  alg: string | null;
  secret: string;
  onSecretChange: (value: string) => void;
  secretEncoding: SecretEncoding;
  onSecretEncodingChange: (value: SecretEncoding) => void;
  publicKey: string;
  onPublicKeyChange: (value: string) => void;
  /** The check's answer, with the code that words it; null while the check (or its code) is on its way. */
  verdict: { result: VerifyResult; code: Verification } | null;
}

/** The key field the token's algorithm needs, and the verdict. */
export function VerifyPanel({ t, alg, secret, onSecretChange, secretEncoding, onSecretEncodingChange, publicKey, onPublicKeyChange, verdict }: VerifyPanelProps) {
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
        {verdict ? (
          <verdict.code.Verdict t={t} result={verdict.result} />
        ) : (
          <p className={styles.algorithm} role="status">
            {t('checkingSignature')}
          </p>
        )}
      </Stack>
    </Card>
  );
}
