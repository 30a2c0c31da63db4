import { useId } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { Stack } from '../../ui/components/Layout';
import { Slider } from '../../ui/components/Slider';
import { AMBIGUOUS, LENGTH_MAX, LENGTH_MIN, PRESETS, SIMILAR, matchingPreset, type CharacterClass, type PasswordSettings } from './password-generator';
import * as styles from './PasswordGenerator.css';

const CLASS_OPTIONS: Array<{ key: CharacterClass; label: string }> = [
  { key: 'uppercase', label: 'Uppercase (A-Z)' },
  { key: 'lowercase', label: 'Lowercase (a-z)' },
  { key: 'numbers', label: 'Numbers (0-9)' },
  { key: 'symbols', label: 'Symbols (!@#$…)' },
];

export interface SettingsPanelProps {
  settings: PasswordSettings;
  /** New settings; a password is made at once. `record: false` while the length slider is dragged. */
  onApply: (settings: PasswordSettings, record?: boolean) => void;
  /** The length slider was released (or stepped by keyboard). */
  onLengthCommit: () => void;
}

/** Quick Presets, the length slider, character types and advanced options (spec §2, §9). */
export function SettingsPanel({ settings, onApply, onLengthCommit }: SettingsPanelProps) {
  const presetsLabel = useId();
  const typesLabel = useId();
  const advancedLabel = useId();
  const activePreset = matchingPreset(settings);
  const update = (patch: Partial<PasswordSettings>) => onApply({ ...settings, ...patch });

  return (
    <Card title="Settings" headingLevel={2}>
      <Stack gap="lg">
        <Stack gap="xs" role="group" aria-labelledby={presetsLabel}>
          <p id={presetsLabel} className={styles.groupLabel}>
            Quick Presets
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
                {preset.name}
              </Button>
            ))}
          </div>
        </Stack>

        <Slider
          label="Password length"
          minValue={LENGTH_MIN}
          maxValue={LENGTH_MAX}
          step={1}
          value={settings.length}
          onChange={(length) => {
            if (length !== settings.length) onApply({ ...settings, length }, false);
          }}
          onChangeEnd={onLengthCommit}
          description={`${LENGTH_MIN} to ${LENGTH_MAX} characters`}
        />

        <Stack gap="xs" role="group" aria-labelledby={typesLabel}>
          <p id={typesLabel} className={styles.groupLabel}>
            Character types
          </p>
          <div className={styles.checkboxGrid}>
            {CLASS_OPTIONS.map(({ key, label }) => (
              <Checkbox key={key} isSelected={settings[key]} onChange={(on) => update({ [key]: on })}>
                {label}
              </Checkbox>
            ))}
          </div>
        </Stack>

        <Stack gap="xs" role="group" aria-labelledby={advancedLabel}>
          <p id={advancedLabel} className={styles.groupLabel}>
            Advanced options
          </p>
          <Checkbox
            isSelected={settings.excludeSimilar}
            onChange={(on) => update({ excludeSimilar: on })}
            description={<span className={styles.mono}>{SIMILAR.split('').join(' ')}</span>}
          >
            Exclude similar characters
          </Checkbox>
          <Checkbox
            isSelected={settings.excludeAmbiguous}
            onChange={(on) => update({ excludeAmbiguous: on })}
            description={<span className={styles.mono}>{AMBIGUOUS.split('').join(' ')}</span>}
          >
            Exclude ambiguous characters
          </Checkbox>
        </Stack>
      </Stack>
    </Card>
  );
}
