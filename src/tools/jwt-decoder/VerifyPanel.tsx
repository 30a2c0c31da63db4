import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatusBanner, type StatusTone } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { ALGORITHMS, algorithmFamily } from './jwt-decoder';
import type { SecretEncoding, VerifyResult, VerifyStatus } from './verify';
import * as styles from './JwtDecoder.css';

const TONES: Record<VerifyStatus, StatusTone> = {
  verified: 'success',
  invalid: 'error',
  unsigned: 'warning',
  'needs-key': 'info',
  'key-error': 'warning',
  unsupported: 'warning',
};

const ENCODINGS = [
  { id: 'text', label: 'Text (UTF-8)' },
  { id: 'base64', label: 'Base64 or Base64URL' },
];

export interface VerifyPanelProps {
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
export function VerifyPanel({ alg, secret, onSecretChange, secretEncoding, onSecretEncodingChange, publicKey, onPublicKeyChange, result }: VerifyPanelProps) {
  const family = algorithmFamily(alg);
  return (
    <Card title="Verify Signature" headingLevel={2}>
      <Stack gap="md">
        <p className={styles.algorithm}>
          Algorithm: <span className={styles.strong}>{alg ?? 'missing'}</span>
          {alg !== null && ALGORITHMS[alg] ? ` (${ALGORITHMS[alg]})` : null}
        </p>
        {family === 'hmac' ? (
          <>
            <TextField
              label="Secret"
              value={secret}
              onChange={onSecretChange}
              mono
              autoComplete="off"
              spellCheck="false"
              description="Used only here to check the signature; never stored."
            />
            <Select
              label="Secret encoding"
              items={ENCODINGS}
              selectedKey={secretEncoding}
              onSelectionChange={(key) => onSecretEncodingChange(key === 'base64' ? 'base64' : 'text')}
            />
          </>
        ) : null}
        {family === 'public-key' ? (
          <TextArea
            label="Public key"
            value={publicKey}
            onChange={onPublicKeyChange}
            mono
            spellCheck={false}
            minHeight="sm"
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----   or   { "kty": "RSA", … }'}
            description="A PEM public key, an X.509 certificate, a JWK or a JWK set (picked by the token's kid)."
          />
        ) : null}
        {result ? (
          <StatusBanner tone={TONES[result.status]} title={result.title}>
            <p className={styles.bannerText}>{result.message}</p>
            {result.notes.length > 0 ? (
              <ul className={styles.notes}>
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </StatusBanner>
        ) : (
          <p className={styles.algorithm} role="status">
            Checking the signature…
          </p>
        )}
      </Stack>
    </Card>
  );
}
