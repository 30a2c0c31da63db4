import { useId } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { Stack } from '../../ui/components/Layout';
import { Slider } from '../../ui/components/Slider';
import { AMBIGUOUS, CHARACTER_CLASSES, LENGTH_MAX, LENGTH_MIN, PRESETS, SIMILAR, matchingPreset, type CharacterClass, type PasswordSettings } from './password-generator';
import * as styles from './PasswordGenerator.css';
import type { Translate } from '../../i18n/catalog';
import type { PasswordGeneratorMessage } from './i18n';

const CLASS_LABELS = {
  uppercase: 'class.uppercase',
  lowercase: 'class.lowercase',
  numbers: 'class.numbers',
  symbols: 'class.symbols',
} as const satisfies Record<CharacterClass, PasswordGeneratorMessage>;

export interface SettingsPanelProps {
  settings: PasswordSettings;
  /** New settings; a password is made at once. `record: false` while the length slider is dragged. */
  onApply: (settings: PasswordSettings, record?: boolean) => void;
  /** The length slider was released (or stepped by keyboard). */
  onLengthCommit: () => void;
  /** The tool's words in the page's language. */
  t: Translate<PasswordGeneratorMessage>;
}

/** Quick Presets, the length slider, character types and advanced options (spec §2, §9). */
export function SettingsPanel({ settings, onApply, onLengthCommit, t }: SettingsPanelProps) {
  const presetsLabel = useId();
  const typesLabel = useId();
  const advancedLabel = useId();
  const activePreset = matchingPreset(settings);
  const update = (patch: Partial<PasswordSettings>) => onApply({ ...settings, ...patch });

  return (
    <Card title={t('settings')} headingLevel={2}>
      <Stack gap="lg">
        <Stack gap="xs" role="group" aria-labelledby={presetsLabel}>
          <p id={presetsLabel} className={styles.groupLabel}>
            {t('quickPresets')}
          </p>
          <div className={styles.presetGrid}>
            {PRESETS.map((preset) => (
              <Button
                key={preset.id}
                size="sm"
                variant={activePreset?.id === preset.id ? 'primary' : 'secondary'}
                aria-current={activePreset?.id === preset.id ? 'true' : undefined}
                onPress={() => onApply(preset.settings)}
              >
                {t(`preset.${preset.id}`)}
              </Button>
            ))}
          </div>
        </Stack>

        <Slider
          label={t('passwordLength')}
          minValue={LENGTH_MIN}
          maxValue={LENGTH_MAX}
          step={1}
          value={settings.length}
          onChange={(length) => {
            if (length !== settings.length) onApply({ ...settings, length }, false);
          }}
          onChangeEnd={onLengthCommit}
          description={t('lengthRange', { min: LENGTH_MIN, max: LENGTH_MAX })}
        />

        <Stack gap="xs" role="group" aria-labelledby={typesLabel}>
          <p id={typesLabel} className={styles.groupLabel}>
            {t('characterTypes')}
          </p>
          <div className={styles.checkboxGrid}>
            {CHARACTER_CLASSES.map((key) => (
              <Checkbox key={key} isSelected={settings[key]} onChange={(on) => update({ [key]: on })}>
                {t(CLASS_LABELS[key])}
              </Checkbox>
            ))}
          </div>
        </Stack>

        <Stack gap="xs" role="group" aria-labelledby={advancedLabel}>
          <p id={advancedLabel} className={styles.groupLabel}>
            {t('advancedOptions')}
          </p>
          <Checkbox
            isSelected={settings.excludeSimilar}
            onChange={(on) => update({ excludeSimilar: on })}
            description={<span className={styles.mono}>{SIMILAR.split('').join(' ')}</span>}
          >
            {t('excludeSimilar')}
          </Checkbox>
          <Checkbox
            isSelected={settings.excludeAmbiguous}
            onChange={(on) => update({ excludeAmbiguous: on })}
            description={<span className={styles.mono}>{AMBIGUOUS.split('').join(' ')}</span>}
          >
            {t('excludeAmbiguous')}
          </Checkbox>
        </Stack>
      </Stack>
    </Card>
  );
}
