import { useDeferredValue, useMemo } from 'react';
import { Eraser, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { SAMPLE_JSON_LD, validateJsonLd, type ValidationResult } from './validate';
import type { useSchemaGeneratorMessages } from './i18n';
import * as styles from './SchemaGenerator.css';

type T = ReturnType<typeof useSchemaGeneratorMessages>;

/** The Validate tab: pasted JSON-LD and what it lacks. Loaded after the page starts (SchemaGenerator.tsx). */
export function Validator({ text, onChange, t }: { text: string; onChange: (text: string) => void; t: T }) {
  const deferred = useDeferredValue(text);
  const result = useMemo(() => validateJsonLd(deferred), [deferred]);
  return (
    <div className={styles.layout}>
      <Card title={t('pasteCard')} headingLevel={2}>
        <Stack gap="md">
          <LargeTextArea label={t('pasteLabel')} value={text} onChange={onChange} placeholder={t('pastePlaceholder')} minHeight="lg" mono spellCheck={false} />
          <div className={styles.actions}>
            <Button icon={Sparkles} variant="ghost" onPress={() => onChange(SAMPLE_JSON_LD)}>
              {t('loadSample')}
            </Button>
            <Button icon={Eraser} onPress={() => onChange('')} isDisabled={text === ''}>
              {t('clearAll')}
            </Button>
          </div>
        </Stack>
      </Card>
      <Card title={t('report')} headingLevel={2} className={styles.result}>
        <ValidationReport result={result} t={t} />
      </Card>
    </div>
  );
}

function ValidationReport({ result, t }: { result: ValidationResult; t: T }) {
  switch (result.status) {
    case 'empty':
      return <p className={styles.muted}>{t('reportEmpty')}</p>;
    case 'invalid-json':
      return (
        <StatusBanner tone="error" title={t('jsonError')}>
          {t('jsonErrorAt', { line: result.line, column: result.column, message: result.message })}
          {result.block > 1 ? ` ${t('jsonErrorBlock', { block: result.block })}` : ''}
        </StatusBanner>
      );
    case 'no-items':
      return <StatusBanner tone="warning">{t('noItems')}</StatusBanner>;
    case 'checked': {
      const missing = result.items.reduce((sum, item) => sum + item.missingRequired.length, 0);
      return (
        <Stack gap="md">
          <StatusBanner tone={missing > 0 ? 'warning' : 'success'}>{t('summary', { count: result.items.length, missing })}</StatusBanner>
          {result.items.map((item, index) => (
            <article key={`${item.block}-${item.where}`} className={styles.item} aria-labelledby={`schema-item-${index}`}>
              <h3 id={`schema-item-${index}`} className={styles.itemTitle}>
                {t('itemTitle', { n: index + 1, types: item.types.length > 0 ? item.types.join(', ') : t('noType') })}
              </h3>
              {item.where !== '' || result.blocks > 1 ? (
                <p className={styles.muted} dir="auto">
                  {[result.blocks > 1 ? t('whereBlock', { block: item.block }) : '', item.where !== '' ? t('where', { where: item.where }) : ''].filter(Boolean).join(' · ')}
                </p>
              ) : null}
              <p className={styles.muted}>{item.recognized ? t('checkedAs', { type: item.recognized }) : t('unknownType')}</p>
              <PathList title={t('missingRequired')} paths={item.missingRequired} none={t('allRequired')} />
              {item.recognized ? <PathList title={t('missingRecommended')} paths={item.missingRecommended} none={t('allRecommended')} /> : null}
            </article>
          ))}
        </Stack>
      );
    }
  }
}

function PathList({ title, paths, none }: { title: string; paths: string[]; none: string }) {
  if (paths.length === 0) return <p className={styles.ok}>{none}</p>;
  return (
    <div>
      <h4 className={styles.listTitle}>{title}</h4>
      <ul className={styles.list} dir="ltr">
        {paths.map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

