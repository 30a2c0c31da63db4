import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Eraser, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { englishNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  SAMPLES,
  SAMPLE_JSON_LD,
  SCHEMA_TYPES,
  TYPE_SPECS,
  buildJsonLd,
  emptyValues,
  isSchemaType,
  readValues,
  scriptBlock,
  serializeValues,
  validateJsonLd,
  type FieldIssue,
  type FormValues,
  type JsonObject,
  type SchemaType,
  type ValidationResult,
} from './schema-generator';
import { SchemaForm } from './SchemaForm';
import { useSchemaGeneratorMessages } from './i18n';
import * as styles from './SchemaGenerator.css';

export interface SchemaGeneratorChange {
  type: SchemaType;
  /** The `<script type="application/ld+json">` block. */
  html: string;
  /** The JSON-LD object in it. */
  data: JsonObject;
  /** Required fields left blank: field ids, `questions[1].answer` for a row's field. */
  missing: string[];
  /** Fields whose value is invalid and left out, named the same way. */
  invalid: string[];
}

export interface SchemaGeneratorProps {
  /** The schema.org type of the form (embed: `type`). */
  type?: string;
  /**
   * The form values as JSON (embed: `values`), keyed by field id (schema-generator.ts FIELD_IDS), with
   * the rows of FAQ questions, breadcrumb items and HowTo steps under `groups`, e.g.
   * `{"fields":{"headline":"Hello"}}` or `{"groups":{"questions":[{"question":"Why?","answer":"Because."}]}}`.
   */
  values?: string;
  /** Called with the script block after every change. */
  onChange?: (detail: SchemaGeneratorChange) => void;
}

type Mode = 'generate' | 'validate';
type T = ReturnType<typeof useSchemaGeneratorMessages>;

const issueName = ({ group, row, field }: FieldIssue) => (group === undefined ? field : `${group}[${row ?? 0}].${field}`);

/** Numbers typed the locale's way (49,90 in German) read as the logic reads them (49.90). */
function withEnglishNumbers(type: SchemaType, values: FormValues, toEnglish: (text: string) => string): FormValues {
  const spec = TYPE_SPECS[type];
  const convert = (row: FormValues['fields'], fields: typeof spec.fields) => {
    const out = { ...row };
    for (const field of fields) {
      const value = out[field.id];
      if (value !== undefined && (field.kind === 'number' || field.kind === 'count' || field.kind === 'minutes')) out[field.id] = toEnglish(value);
    }
    return out;
  };
  return {
    fields: convert(values.fields, spec.fields),
    groups: Object.fromEntries(spec.groups.map((g) => [g.id, (values.groups[g.id] ?? []).map((row) => convert(row, g.fields))])),
  };
}

/** "Question 2: Answer" for a row's field, the field's label otherwise. */
function issueLabel(t: T, issue: FieldIssue): string {
  const field = t(`field_${issue.field}`);
  return issue.group === undefined ? field : t('inRow', { row: t(`row_${issue.group}`, { n: (issue.row ?? 0) + 1 }), field });
}

export default function SchemaGenerator({ type: givenType, values: givenValues, onChange }: SchemaGeneratorProps) {
  const t = useSchemaGeneratorMessages();
  const [mode, setMode] = useState<Mode>('generate');
  const [type, setType] = useState<SchemaType>(() => (isSchemaType(givenType) ? givenType : 'Article'));
  // Each type keeps what was typed for it while another is shown.
  const [allValues, setAllValues] = useState<Partial<Record<SchemaType, FormValues>>>(() => ({ [type]: readValues(type, givenValues) }));
  const [pasted, setPasted] = useState('');
  const values = allValues[type] ?? emptyValues(type);
  const setValues = (next: FormValues) => setAllValues((current) => ({ ...current, [type]: next }));

  const shared = serializeValues(values);
  useShareState({ type, values: shared });

  const locale = t.locale;
  const result = useMemo(() => buildJsonLd(type, withEnglishNumbers(type, values, (text) => englishNumberText(locale, text))), [type, values, locale]);
  const html = useMemo(() => scriptBlock(result.data), [result.data]);

  const report = useEffectEvent((detail: SchemaGeneratorChange) => onChange?.(detail));
  const missingKey = result.missing.map(issueName).join(',');
  const invalidKey = result.invalid.map(issueName).join(',');
  useEffect(() => {
    report({ type, html, data: result.data, missing: missingKey ? missingKey.split(',') : [], invalid: invalidKey ? invalidKey.split(',') : [] });
  }, [type, html, result.data, missingKey, invalidKey]);

  const typeItems = SCHEMA_TYPES.map((id) => ({ id, label: t(`type_${id}`) }));
  const list = (issues: FieldIssue[]) => issues.map((issue) => issueLabel(t, issue)).join(', ');

  return (
    <div className={styles.root}>
      <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key === 'validate' ? 'validate' : 'generate')}>
        <TabList aria-label={t('mode')}>
          <Tab id="generate">{t('generate')}</Tab>
          <Tab id="validate">{t('validate')}</Tab>
        </TabList>
        <TabPanel id="generate">
          <div className={styles.layout}>
            <Stack gap="lg">
              <Card title={t('typeCard')} headingLevel={2}>
                <Stack gap="md">
                  <Select label={t('type')} items={typeItems} selectedKey={type} onSelectionChange={(key) => isSchemaType(key) && setType(key)} description={t('typeHelp')} />
                  <p className={styles.muted}>{t('legend')}</p>
                  <div className={styles.actions}>
                    <Button icon={Sparkles} variant="ghost" onPress={() => setValues(SAMPLES[type])}>
                      {t('loadSample')}
                    </Button>
                    <Button icon={Eraser} onPress={() => setValues(emptyValues(type))} isDisabled={shared === ''}>
                      {t('clearAll')}
                    </Button>
                  </div>
                </Stack>
              </Card>
              <Card title={t('fieldsCard')} headingLevel={2}>
                <SchemaForm key={type} spec={TYPE_SPECS[type]} values={values} onChange={setValues} invalid={result.invalid} t={t} />
              </Card>
            </Stack>
            <Card title={t('output')} headingLevel={2} className={styles.result}>
              <Stack gap="md">
                {result.missing.length > 0 ? (
                  <StatusBanner tone="warning">{t('statusMissing', { count: result.missing.length, fields: list(result.missing) })}</StatusBanner>
                ) : (
                  <StatusBanner tone="success">{t('statusReady')}</StatusBanner>
                )}
                {result.invalid.length > 0 ? <StatusBanner tone="warning">{t('statusInvalid', { count: result.invalid.length, fields: list(result.invalid) })}</StatusBanner> : null}
                {result.missingRecommended.length > 0 ? (
                  <p className={styles.muted}>{t('statusRecommended', { fields: result.missingRecommended.map((id) => t(`field_${id}`)).join(', ') })}</p>
                ) : null}
                <CodeOutput label={t('outputLabel')} language="HTML" value={html} copyLabel={t('copyScript')} filename="structured-data.html" mimeType="text/html;charset=utf-8" maxHeight="lg" wrap />
                <p className={styles.muted}>{t('outputHelp')}</p>
              </Stack>
            </Card>
          </div>
        </TabPanel>
        <TabPanel id="validate">
          <Validator text={pasted} onChange={setPasted} t={t} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function Validator({ text, onChange, t }: { text: string; onChange: (text: string) => void; t: T }) {
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

