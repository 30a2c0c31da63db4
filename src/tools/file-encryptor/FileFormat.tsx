import { useId } from 'react';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { scrollBox } from '../../ui/styles.css';
import { HEADER_BYTES, MAGIC } from './file-encryptor';
import { useFileEncryptorMessages } from './i18n';
import type en from './messages/en';
import * as styles from './FileEncryptor.css';

/** The byte layout, row by row: offset, size and what the bytes are (the words are in the catalog). */
const ROWS: ReadonlyArray<[offset: string, size: string, field: keyof typeof en]> = [
  ['0', String(MAGIC.length), 'fieldMagic'],
  ['8', '1', 'fieldVersion'],
  ['9', '1', 'fieldKdf'],
  ['10', '4', 'fieldIterations'],
  ['14', '4', 'fieldChunkSize'],
  ['18', '16', 'fieldSalt'],
  ['34', '12', 'fieldNonce'],
  ['46', '2', 'fieldNameLength'],
  [String(HEADER_BYTES), 'N + 16', 'fieldName'],
  [`${HEADER_BYTES} + N + 16`, '…', 'fieldChunks'],
];

/**
 * The format, documented precisely enough to decrypt a file without Toolshed (the unit tests
 * decrypt with node:crypto from this description). The table sits in a disclosure: most people
 * only want the summary.
 */
export function FileFormat() {
  const t = useFileEncryptorMessages();
  const tableId = useId();
  return (
    <Card title={t('formatCard')} headingLevel={2}>
      <Stack gap="md">
        <p className={styles.text}>{t('formatIntro')}</p>
        <details className={styles.disclosure} data-testid="file-encryptor-format">
          <summary className={styles.summary}>{t('layoutSummary')}</summary>
          <div className={styles.disclosureBody}>
            <div className={scrollBox} role="region" aria-labelledby={tableId} tabIndex={0}>
              <table className={styles.table}>
                <caption id={tableId} className={styles.caption}>
                  {t('layoutTable')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('offset')}</th>
                    <th scope="col">{t('size')}</th>
                    <th scope="col">{t('field')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map(([offset, size, field]) => (
                    <tr key={field}>
                      <td className={styles.number} dir="ltr">
                        {offset}
                      </td>
                      <td className={styles.number} dir="ltr">
                        {size}
                      </td>
                      <td>{t(field)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3 className={styles.stepsTitle}>{t('stepsTitle')}</h3>
            <ol className={styles.steps}>
              <li>{t('stepKey')}</li>
              <li>{t('stepNonce')}</li>
              <li>{t('stepAad')}</li>
              <li>{t('stepOpen')}</li>
            </ol>
          </div>
        </details>
      </Stack>
    </Card>
  );
}
