import { RadioGroup } from '../../ui/components/RadioGroup';
import { Stack } from '../../ui/components/Layout';
import { Switch } from '../../ui/components/Switch';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import type { FieldErrors, FieldKey, QrFields, QrType, WifiSecurity } from './qr-generator';
import * as styles from './QrGenerator.css';

type Group = Exclude<keyof QrFields, 'text'>;

export interface ContentFieldsProps {
  type: QrType;
  fields: QrFields;
  errors: FieldErrors;
  onTextChange: (text: string) => void;
  onChange: <K extends Group>(group: K, patch: Partial<QrFields[K]>) => void;
}

const SECURITY_OPTIONS: Array<{ value: WifiSecurity; label: string }> = [
  { value: 'WPA', label: 'WPA/WPA2/WPA3' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'None (open)' },
];

/** The form for one QR type (§2: type-specific fields; the contact card includes its url). */
export function ContentFields({ type, fields, errors, onTextChange, onChange }: ContentFieldsProps) {
  const error = (key: FieldKey) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });
  const { wifi, email, sms, location, contact } = fields;

  switch (type) {
    case 'url':
      return <TextField label="Website URL" type="url" value={fields.text} onChange={onTextChange} placeholder="e.g. https://example.com" {...error('text')} />;
    case 'text':
      return <TextArea label="Text" value={fields.text} onChange={onTextChange} placeholder="Enter any text..." minHeight="md" showCount />;
    case 'phone':
      return <TextField label="Phone number" type="tel" value={fields.text} onChange={onTextChange} placeholder="e.g. +1 555 123 4567" {...error('text')} />;
    case 'wifi':
      return (
        <Stack gap="md">
          <TextField label="Network name (SSID)" value={wifi.ssid} onChange={(ssid) => onChange('wifi', { ssid })} />
          <RadioGroup
            label="Security"
            orientation="horizontal"
            options={SECURITY_OPTIONS}
            value={wifi.security}
            onChange={(value) => onChange('wifi', { security: value as WifiSecurity })}
          />
          {wifi.security === 'nopass' ? null : (
            <TextField label="Password" value={wifi.password} onChange={(password) => onChange('wifi', { password })} {...error('wifi.password')} />
          )}
          <Switch isSelected={wifi.hidden} onChange={(hidden) => onChange('wifi', { hidden })}>
            Hidden network
          </Switch>
        </Stack>
      );
    case 'email':
      return (
        <Stack gap="md">
          <TextField label="Email address" type="email" value={email.email} onChange={(value) => onChange('email', { email: value })} placeholder="e.g. name@example.com" {...error('email.email')} />
          <TextField label="Subject" value={email.subject} onChange={(subject) => onChange('email', { subject })} />
          <TextArea label="Message" value={email.body} onChange={(body) => onChange('email', { body })} minHeight="sm" />
        </Stack>
      );
    case 'sms':
      return (
        <Stack gap="md">
          <TextField label="Phone number" type="tel" value={sms.phone} onChange={(phone) => onChange('sms', { phone })} placeholder="e.g. +1 555 123 4567" {...error('sms.phone')} />
          <TextArea label="Message" value={sms.message} onChange={(message) => onChange('sms', { message })} minHeight="sm" />
        </Stack>
      );
    case 'location':
      return (
        <div className={styles.pair}>
          <TextField
            label="Latitude"
            inputMode="decimal"
            value={location.latitude}
            onChange={(latitude) => onChange('location', { latitude })}
            placeholder="e.g. 51.5074"
            description="Decimal degrees, -90 to 90"
            {...error('location.latitude')}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            value={location.longitude}
            onChange={(longitude) => onChange('location', { longitude })}
            placeholder="e.g. -0.1278"
            description="Decimal degrees, -180 to 180"
            {...error('location.longitude')}
          />
        </div>
      );
    case 'contact':
      return (
        <Stack gap="md">
          <div className={styles.pair}>
            <TextField label="First name" value={contact.firstName} onChange={(firstName) => onChange('contact', { firstName })} autoComplete="off" />
            <TextField label="Last name" value={contact.lastName} onChange={(lastName) => onChange('contact', { lastName })} autoComplete="off" />
          </div>
          <div className={styles.pair}>
            <TextField label="Phone" type="tel" value={contact.phone} onChange={(phone) => onChange('contact', { phone })} {...error('contact.phone')} />
            <TextField label="Email" type="email" value={contact.email} onChange={(value) => onChange('contact', { email: value })} {...error('contact.email')} />
          </div>
          <TextField label="Organization" value={contact.organization} onChange={(organization) => onChange('contact', { organization })} />
          <TextField label="Website" type="url" value={contact.url} onChange={(url) => onChange('contact', { url })} placeholder="e.g. https://example.com" {...error('contact.url')} />
        </Stack>
      );
  }
}
