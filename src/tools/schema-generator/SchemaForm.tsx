import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Select } from '../../ui/components/Select';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import type { Translate } from '../../i18n/catalog';
import { MAX_ROWS, groupRows, type FieldId, type FieldSpec, type FormValues, type GroupId, type GroupSpec, type InvalidField, type Row, type TypeSpec } from './schema-generator';
import type en from './messages/en';
import * as styles from './SchemaGenerator.css';

type T = Translate<keyof typeof en>;

const HINT_KEYS: Partial<Record<FieldSpec['kind'] | FieldId, keyof typeof en>> = {
  url: 'hint_url',
  urlList: 'hint_urlList',
  date: 'hint_date',
  currency: 'hint_currency',
  openingHours: 'hint_openingHours',
  addressCountry: 'hint_addressCountry',
};

const NOT_SET = '-';

const inputType = (kind: FieldSpec['kind']) => (kind === 'url' ? 'url' : kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text');
const numeric = (kind: FieldSpec['kind']) => kind === 'number' || kind === 'count' || kind === 'minutes';

interface FieldInputProps {
  field: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  invalid: InvalidField | undefined;
  t: T;
}

/** One field of the table, drawn from its kind: a line, a text box or a choice; required and recommended marked. */
function FieldInput({ field, value, onChange, invalid, t }: FieldInputProps) {
  const name = t(`field_${field.id}`);
  const label = field.level === 'recommended' ? t('recommended', { label: name }) : name;
  const hintKey = HINT_KEYS[field.id] ?? HINT_KEYS[field.kind];
  const common = {
    label,
    isRequired: field.level === 'required',
    description: hintKey ? t(hintKey) : undefined,
    isInvalid: invalid !== undefined,
    errorMessage: invalid ? t(`invalid_${invalid.reason}`) : undefined,
  };
  if (field.kind === 'choice') {
    // The native select keeps '' for its placeholder: "Not set" is an option of its own that clears the value.
    const items = [{ id: NOT_SET, label: t('notSet') }, ...(field.choices ?? []).map((choice) => ({ id: choice, label: t(`choice_${choice}` as keyof typeof en) }))];
    return <Select {...common} items={items} selectedKey={value === '' ? NOT_SET : value} onSelectionChange={(key) => onChange(key === NOT_SET ? '' : key)} />;
  }
  if (field.kind === 'longText' || field.kind === 'urlList') {
    return <TextArea {...common} value={value} onChange={onChange} minHeight="sm" mono={field.kind === 'urlList'} spellCheck={field.kind === 'longText'} />;
  }
  return (
    <TextField
      {...common}
      type={inputType(field.kind)}
      inputMode={numeric(field.kind) ? 'decimal' : undefined}
      value={value}
      onChange={onChange}
      autoComplete="off"
      mono={field.kind === 'currency' || field.kind === 'date'}
    />
  );
}

interface GroupEditorProps {
  group: GroupSpec;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  invalid: InvalidField[];
  t: T;
}

/** The rows of a repeatable group: each a fieldset with Move Up, Move Down and Remove, then Add. */
function GroupEditor({ group, rows, onChange, invalid, t }: GroupEditorProps) {
  const root = useRef<HTMLFieldSetElement>(null);
  // After a move, a removal or an addition, focus goes where the person's attention is (the moved
  // row's button, the new row's first field, or Add), once the rows have re-rendered.
  const pendingFocus = useRef<string[] | null>(null);
  useEffect(() => {
    const selectors = pendingFocus.current;
    if (selectors === null) return;
    pendingFocus.current = null;
    const enabled = [...selectors, '[data-action="add"]']
      .map((selector) => root.current?.querySelector<HTMLElement>(selector))
      .find((element) => element && !element.hasAttribute('disabled'));
    enabled?.focus();
  });
  const setFocus = (...selectors: string[]) => {
    pendingFocus.current = selectors;
  };

  const update = (index: number, patch: Row) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
    const moved = `[data-row="${index + by}"]`;
    // The same button in the moved row, or its other move button once it reaches an end.
    setFocus(`${moved} [data-action="${by < 0 ? 'up' : 'down'}"]`, `${moved} [data-action="${by < 0 ? 'down' : 'up'}"]`);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    setFocus('[data-action="add"]');
  };
  const add = () => {
    onChange([...rows, {}]);
    setFocus(`[data-row="${rows.length}"] input, [data-row="${rows.length}"] textarea`);
  };

  return (
    <fieldset ref={root} className={styles.group}>
      <legend className={styles.groupLegend}>{t(`group_${group.id}`)}</legend>
      {group.id === 'crumbs' ? <p className={styles.muted}>{t('crumbsHelp')}</p> : null}
      {rows.map((row, index) => {
        const title = t(`row_${group.id}`, { n: index + 1 });
        return (
          // Rows have no identity beyond their place; focus is moved explicitly after a reorder.
          <fieldset key={index} className={styles.row} data-row={index}>
            <legend className={styles.rowLegend}>{title}</legend>
            <div className={styles.rowActions}>
              <Button size="sm" variant="ghost" icon={ArrowUp} aria-label={t('moveUp', { row: title })} data-action="up" isDisabled={index === 0} onPress={() => move(index, -1)} />
              <Button size="sm" variant="ghost" icon={ArrowDown} aria-label={t('moveDown', { row: title })} data-action="down" isDisabled={index === rows.length - 1} onPress={() => move(index, 1)} />
              <Button size="sm" variant="ghost" icon={Trash2} aria-label={t('remove', { row: title })} data-action="remove" isDisabled={rows.length === 1} onPress={() => remove(index)} />
            </div>
            <div className={styles.rowFields}>
              {group.fields.map((field) => (
                <FieldInput
                  key={field.id}
                  field={field}
                  value={row[field.id] ?? ''}
                  onChange={(value) => update(index, { [field.id]: value })}
                  invalid={invalid.find((issue) => issue.group === group.id && issue.row === index && issue.field === field.id)}
                  t={t}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button icon={Plus} data-action="add" onPress={add} isDisabled={rows.length >= MAX_ROWS}>
          {t(`add_${group.id}`)}
        </Button>
      </div>
    </fieldset>
  );
}

export interface SchemaFormProps {
  spec: TypeSpec;
  values: FormValues;
  onChange: (values: FormValues) => void;
  invalid: InvalidField[];
  t: T;
}

/** The one form every type uses, drawn from its field table (TYPE_SPECS). */
export function SchemaForm({ spec, values, onChange, invalid, t }: SchemaFormProps) {
  const setField = (id: FieldId, value: string) => onChange({ ...values, fields: { ...values.fields, [id]: value } });
  const setRows = (id: GroupId, rows: Row[]) => onChange({ ...values, groups: { ...values.groups, [id]: rows } });
  return (
    <div className={styles.form}>
      {spec.fields.length > 0 ? (
        <div className={styles.fieldGrid}>
          {spec.fields.map((field) => (
            <div key={field.id} className={field.kind === 'longText' || field.kind === 'urlList' ? styles.wide : undefined}>
              <FieldInput
                field={field}
                value={values.fields[field.id] ?? ''}
                onChange={(value) => setField(field.id, value)}
                invalid={invalid.find((issue) => issue.group === undefined && issue.field === field.id)}
                t={t}
              />
            </div>
          ))}
        </div>
      ) : null}
      {spec.groups.map((group) => (
        <GroupEditor key={group.id} group={group} rows={groupRows(values, group.id)} onChange={(rows) => setRows(group.id, rows)} invalid={invalid} t={t} />
      ))}
    </div>
  );
}
