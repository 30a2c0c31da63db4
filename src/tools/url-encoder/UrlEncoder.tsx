import { ArrowDownUp, Eraser, Link2, TextCursorInput } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { readProp } from '../api';
import { api } from './api';
import { failureText, parameterProblem, useUrlEncoderMessages, type UrlEncoderText } from './i18n';
import { useShareState } from '../share-state';
import { SAMPLE_URL, convert, indexOfPosition, parseUrl, type Mode, type ParsedUrl, type Result, type Scope } from './url-encoder';
import * as styles from './UrlEncoder.css';

export interface UrlEncoderProps {
  /** "encode" (default) or "decode". */
  mode?: string;
  /** "component" (default, encodeURIComponent) or "url" (encodeURI). */
  scope?: string;
  /** Text to start with. */
  input?: string;
  /** Decoding reads + as a space (form data). */
  plusAsSpace?: boolean | string;
  /** Called with the result after every change (the embed's `toolshed-change`). */
  onChange?: (detail: UrlEncoderChange) => void;
}

export interface UrlEncoderChange {
  mode: Mode;
  scope: Scope;
  output: string;
  error: string | null;
}

interface Settings {
  mode: Mode;
  scope: Scope;
  plusAsSpace: boolean;
}

const DEFAULTS: Settings = { mode: 'encode', scope: 'component', plusAsSpace: false };

function givenSettings(props: Pick<UrlEncoderProps, 'mode' | 'scope' | 'plusAsSpace'>): Partial<Settings> {
  const given: Partial<Settings> = {};
  const mode = readProp(api, 'mode', props.mode);
  const scope = readProp(api, 'scope', props.scope);
  const plus = readProp(api, 'plus-as-space', props.plusAsSpace);
  if (mode === 'encode' || mode === 'decode') given.mode = mode;
  if (scope === 'component' || scope === 'url') given.scope = scope;
  if (typeof plus === 'boolean') given.plusAsSpace = plus;
  return given;
}

/** Remembered settings are untrusted: keep only well-formed fields. */
function parseStored(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<Settings> = {};
  if (s.mode === 'encode' || s.mode === 'decode') out.mode = s.mode;
  if (s.scope === 'component' || s.scope === 'url') out.scope = s.scope;
  if (typeof s.plusAsSpace === 'boolean') out.plusAsSpace = s.plusAsSpace;
  return out;
}

const SCOPE_KEYS = { component: 'scopeComponent', url: 'scopeUrl' } as const;

export default function UrlEncoder({ mode, scope, input: initialInput, plusAsSpace, onChange }: UrlEncoderProps) {
  const t = useUrlEncoderMessages();
  const [settings, setSettings] = useRememberedSettings<Settings>('url-encoder', DEFAULTS, parseStored, givenSettings({ mode, scope, plusAsSpace }));
  const [onParseTab, setOnParseTab] = useState(false);
  const [input, setInput] = useState(() => {
    const checked = readProp(api, 'input', initialInput);
    return typeof checked === 'string' ? checked : '';
  });
  const [urlText, setUrlText] = useState('');
  const inputRef = useRef<HTMLDivElement>(null);

  // A large paste can take longer than a keystroke to convert: let typing win.
  const deferredInput = useDeferredValue(input);
  const converted = useMemo(
    () => ({ mode: settings.mode, scope: settings.scope, result: convert(deferredInput, settings.mode, settings.scope, { plusAsSpace: settings.plusAsSpace }) }),
    [deferredInput, settings.mode, settings.scope, settings.plusAsSpace],
  );
  const result = converted.result;
  const deferredUrl = useDeferredValue(urlText);
  const parsed = useMemo(() => (deferredUrl.trim() === '' ? null : parseUrl(deferredUrl)), [deferredUrl]);

  // A share link carries the settings; URLs can hold tokens, so the text (a secret input) is not reported.
  useShareState({ mode: settings.mode, scope: settings.scope, plusAsSpace: settings.plusAsSpace });

  const report = useEffectEvent((detail: UrlEncoderChange) => onChange?.(detail));
  useEffect(() => {
    const { mode: m, scope: s, result: r } = converted;
    report({ mode: m, scope: s, output: r.ok ? r.value : '', error: r.ok ? null : r.message });
  }, [converted]);

  const decoding = settings.mode === 'decode';
  const output = result.ok ? result.value : null;

  const selectTab = (key: string) => {
    setOnParseTab(key === 'parse');
    if (key === 'encode' || key === 'decode') setSettings((s) => ({ ...s, mode: key }));
  };

  const swap = () => {
    if (output === null) return;
    setInput(output);
    setSettings((s) => ({ ...s, mode: s.mode === 'encode' ? 'decode' : 'encode' }));
  };

  const goToError = (position: number) => {
    const area = inputRef.current?.querySelector('textarea');
    if (!area) return;
    const index = indexOfPosition(area.value, position);
    // Selecting before focusing makes the browser scroll the character into view.
    area.setSelectionRange(index, Math.min(index + (area.value[index] === '%' ? 3 : 1), area.value.length));
    area.focus();
  };

  const parseInTab = () => {
    if (output === null) return;
    setUrlText(decoding ? output : input);
    setOnParseTab(true);
  };

  // Encode and Decode share one text box (so a result can be swapped back); Parse URL is separate.
  const convertPanel = (
    <Stack gap="md">
      <div className={styles.options}>
        <Switch
          isSelected={settings.scope === 'url'}
          onChange={(on) => setSettings((s) => ({ ...s, scope: on ? 'url' : 'component' }))}
          description={t(SCOPE_KEYS[settings.scope])}
        >
          {t('wholeUrl')}
        </Switch>
        {decoding ? (
          <Switch isSelected={settings.plusAsSpace} onChange={(on) => setSettings((s) => ({ ...s, plusAsSpace: on }))} description={t('plusAsSpaceHelp')}>
            {t('plusAsSpace')}
          </Switch>
        ) : null}
      </div>
      <div className={styles.layout}>
        <Stack gap="sm">
          <div ref={inputRef} className={styles.input}>
            <TextArea
              label={t(decoding ? 'textToDecode' : 'textToEncode')}
              value={input}
              onChange={setInput}
              placeholder={t(decoding ? 'decodePlaceholder' : 'encodePlaceholder')}
              mono
              spellCheck={false}
              showCount
              isInvalid={!result.ok}
              errorMessage={result.ok ? undefined : failureText(t, result.reason)}
            />
          </div>
          <Inline gap="sm">
            <Button size="sm" icon={ArrowDownUp} onPress={swap} isDisabled={output === null || input === ''}>
              {t('useOutput')}
            </Button>
            <Button size="sm" icon={Eraser} onPress={() => setInput('')} isDisabled={input === ''}>
              {t('clearAll')}
            </Button>
            {!result.ok && result.position !== undefined ? (
              <Button size="sm" variant="ghost" icon={TextCursorInput} onPress={() => goToError(result.position!)}>
                {t('selectPosition', { position: String(result.position) })}
              </Button>
            ) : null}
          </Inline>
        </Stack>
        <Stack gap="sm">
          <ConvertResult t={t} result={result} decoding={decoding} empty={deferredInput === ''} />
          {output !== null && deferredInput !== '' ? (
            <Inline gap="sm">
              <Button size="sm" variant="ghost" icon={Link2} onPress={parseInTab}>
                {t(decoding ? 'parseDecoded' : 'parseThis')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </div>
    </Stack>
  );

  return (
    <div className={styles.root}>
      <Tabs selectedKey={onParseTab ? 'parse' : settings.mode} onSelectionChange={selectTab}>
        <TabList aria-label={t('whatToDo')}>
          <Tab id="encode">{t('encode')}</Tab>
          <Tab id="decode">{t('decode')}</Tab>
          <Tab id="parse">{t('parseUrl')}</Tab>
        </TabList>

        <TabPanel id="encode">{convertPanel}</TabPanel>
        <TabPanel id="decode">{convertPanel}</TabPanel>

        <TabPanel id="parse">
          <Stack gap="md">
            <div className={styles.urlRow}>
              <TextField
                className={styles.urlField}
                label={t('urlToParse')}
                value={urlText}
                onChange={setUrlText}
                placeholder={t('urlPlaceholder')}
                mono
                spellCheck="false"
                isInvalid={parsed !== null && !parsed.ok}
                errorMessage={parsed !== null && !parsed.ok ? failureText(t, parsed.reason) : undefined}
              />
              <Button icon={Link2} onPress={() => setUrlText(SAMPLE_URL)}>
                {t('loadSample')}
              </Button>
            </div>
            {parsed === null ? <p className={styles.empty}>{t('parseEmpty')}</p> : null}
            {parsed?.ok ? <UrlParts t={t} url={parsed.value} /> : null}
          </Stack>
        </TabPanel>
      </Tabs>
    </div>
  );
}

function ConvertResult({ t, result, decoding, empty }: { t: UrlEncoderText; result: Result<string>; decoding: boolean; empty: boolean }) {
  if (empty) return <p className={styles.empty}>{t(decoding ? 'decodedEmpty' : 'encodedEmpty')}</p>;
  if (!result.ok) return <p className={styles.empty}>{t('fixInput')}</p>;
  return <CodeOutput label={t(decoding ? 'decoded' : 'encoded')} value={result.value} copyLabel={t(decoding ? 'copyDecoded' : 'copyEncoded')} wrap emptyText={t('empty')} />;
}

function Part({ t, part, value, note }: { t: UrlEncoderText; part: PartId; value: string; note?: string }) {
  return (
    <div className={styles.partRow}>
      <dt className={styles.partLabel}>{t(part)}</dt>
      <dd className={styles.partValue}>
        <span className={styles.mono}>{value === '' ? <span className={styles.none}>{t('none')}</span> : value}</span>
        {note ? <span className={styles.partNote}>{note}</span> : null}
      </dd>
      <dd className={styles.partAction}>
        <CopyButton iconOnly size="sm" variant="ghost" label={t(`copy.${part}` as const)} text={value} isDisabled={value === ''} />
      </dd>
    </div>
  );
}

type PartId = 'protocol' | 'username' | 'password' | 'host' | 'port' | 'path' | 'query' | 'fragment';

function UrlParts({ t, url }: { t: UrlEncoderText; url: ParsedUrl }) {
  const port = url.port || url.defaultPort;
  const portNote = url.port ? undefined : url.defaultPort ? t('defaultPort') : undefined;
  return (
    <Stack gap="md">
      {url.assumedScheme ? <StatusBanner tone="info">{t('noScheme', { href: url.href })}</StatusBanner> : null}
      <Card title={t('parts')} headingLevel={2}>
        <dl className={styles.parts}>
          <Part t={t} part="protocol" value={url.protocol} />
          {url.username ? <Part t={t} part="username" value={url.username} /> : null}
          {url.password ? <Part t={t} part="password" value={url.password} /> : null}
          <Part t={t} part="host" value={url.hostname} />
          <Part t={t} part="port" value={port} note={portNote} />
          <Part t={t} part="path" value={url.pathDecoded} note={url.pathDecoded !== url.pathname ? t('asWritten', { text: url.pathname }) : undefined} />
          <Part t={t} part="query" value={url.search} />
          <Part t={t} part="fragment" value={url.hashDecoded} note={url.hash && url.hashDecoded !== url.hash.slice(1) ? t('asWritten', { text: url.hash }) : undefined} />
        </dl>
      </Card>
      <Card title={t('queryParameters', { count: url.params.length })} headingLevel={2}>
        {url.params.length === 0 ? (
          <p className={styles.note}>{t('noParameters')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('valueDecoded')}</th>
                  <th scope="col">
                    <span className={styles.hidden}>{t('copy')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {url.params.map((p) => (
                  <tr key={p.index}>
                    <td>{p.index}</td>
                    <td className={styles.mono}>{p.name}</td>
                    <td className={styles.mono}>
                      {p.hasValue ? p.value === '' ? <span className={styles.none}>{t('empty')}</span> : p.value : <span className={styles.none}>{t('noValue')}</span>}
                      {p.problem ? <span className={styles.problem}>{t('notDecoded', { problem: parameterProblem(t, p.rawName, p.rawValue) ?? p.problem })}</span> : null}
                    </td>
                    <td>
                      <CopyButton iconOnly size="sm" variant="ghost" label={t('copyValueOf', { name: p.name, index: p.index })} text={p.value} isDisabled={p.value === ''} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </Stack>
  );
}
