import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Eraser, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { englishNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  SAMPLES,
  SCHEMA_TYPES,
  TYPE_SPECS,
  buildJsonLd,
  emptyValues,
  isSchemaType,
  readValues,
  scriptBlock,
  serializeValues,
  type FieldIssue,
  type FormValues,
  type JsonObject,
  type SchemaType,
} from './schema-generator';
import { SchemaForm } from './SchemaForm';
import { useSchemaGeneratorMessages } from './i18n';
import * as styles from './SchemaGenerator.css';
import { lazyPart, useIdlePart } from '../../ui/lazy-part';

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
type ValidatorModule = typeof import('./Validator');

/**
 * The Validate tab (its logic, the JSON parser that places a syntax error, the large text area)
 * loads after the page starts: when the browser is idle after hydration, or at the visitor's
 * first focus or press in the tool, well before the tab can be opened and read. A failed load is
 * tried again at the next focus or press.
 */
const validatorPart = lazyPart<ValidatorModule>(() => import('./Validator'));

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
  const [validator, startValidator] = useIdlePart(validatorPart);
  // Opened before the idle moment came (or after a failed load): load it now.
  useEffect(() => {
    if (mode === 'validate') startValidator();
  }, [mode, startValidator]);
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
    <div className={styles.root} onFocus={startValidator} onPointerDown={startValidator}>
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
          {validator ? <validator.Validator text={pasted} onChange={setPasted} t={t} /> : null}
        </TabPanel>
      </Tabs>
    </div>
  );
}
