import { TextField } from '../../ui/components/TextField';

/** A passphrase field whose error clears as soon as the person types again. */
export function PassphraseField({
  label,
  autoComplete,
  value,
  onValue,
  error,
  onError,
}: {
  label: string;
  autoComplete: 'current-password' | 'off';
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  onError: (error: null) => void;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(v) => {
        onValue(v);
        onError(null);
      }}
      isInvalid={error !== null}
      errorMessage={error}
    />
  );
}
