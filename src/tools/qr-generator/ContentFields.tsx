import { RadioGroup } from '../../ui/components/RadioGroup';
import { Stack } from '../../ui/components/Layout';
import { Switch } from '../../ui/components/Switch';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import type { FieldErrors, FieldKey, QrFields, QrType, WifiSecurity } from './qr-generator';
import * as styles from './QrGenerator.css';
import { useQrMessages } from './i18n';
import { localeNumberText } from '../../i18n/numbers';

type Group = Exclude<keyof QrFields, 'text'>;

export interface ContentFieldsProps {
  type: QrType;
  fields: QrFields;
  errors: FieldErrors;
  onTextChange: (text: string) => void;
  onChange: <K extends Group>(group: K, patch: Partial<QrFields[K]>) => void;
}

/** The form for one QR type (§2: type-specific fields; the contact card includes its url). */
export function ContentFields({ type, fields, errors, onTextChange, onChange }: ContentFieldsProps) {
  const t = useQrMessages();
  const securityOptions: Array<{ value: WifiSecurity; label: string }> = [
    { value: 'WPA', label: 'WPA/WPA2/WPA3' },
    { value: 'WEP', label: 'WEP' },
    { value: 'nopass', label: t('noSecurity') },
  ];
  const error = (key: FieldKey) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });
  const { wifi, email, sms, location, contact } = fields;

  switch (type) {
    case 'url':
      return <TextField label={t('websiteUrl')} type="url" value={fields.text} onChange={onTextChange} placeholder={t('urlPlaceholder')} {...error('text')} />;
    case 'text':
      return <TextArea label={t('text')} value={fields.text} onChange={onTextChange} placeholder={t('textPlaceholder')} minHeight="md" showCount />;
    case 'phone':
      return <TextField label={t('phoneNumber')} type="tel" value={fields.text} onChange={onTextChange} placeholder={t('phonePlaceholder')} {...error('text')} />;
    case 'wifi':
      return (
        <Stack gap="md">
          <TextField label={t('ssid')} value={wifi.ssid} onChange={(ssid) => onChange('wifi', { ssid })} />
          <RadioGroup
            label={t('security')}
            orientation="horizontal"
            options={securityOptions}
            value={wifi.security}
            onChange={(value) => onChange('wifi', { security: value as WifiSecurity })}
          />
          {wifi.security === 'nopass' ? null : (
            <TextField label={t('password')} value={wifi.password} onChange={(password) => onChange('wifi', { password })} {...error('wifi.password')} />
          )}
          <Switch isSelected={wifi.hidden} onChange={(hidden) => onChange('wifi', { hidden })}>
            {t('hiddenNetwork')}
          </Switch>
        </Stack>
      );
    case 'email':
      return (
        <Stack gap="md">
          <TextField label={t('emailAddress')} type="email" value={email.email} onChange={(value) => onChange('email', { email: value })} placeholder={t('emailPlaceholder')} {...error('email.email')} />
          <TextField label={t('subject')} value={email.subject} onChange={(subject) => onChange('email', { subject })} />
          <TextArea label={t('message')} value={email.body} onChange={(body) => onChange('email', { body })} minHeight="sm" />
        </Stack>
      );
    case 'sms':
      return (
        <Stack gap="md">
          <TextField label={t('phoneNumber')} type="tel" value={sms.phone} onChange={(phone) => onChange('sms', { phone })} placeholder={t('phonePlaceholder')} {...error('sms.phone')} />
          <TextArea label={t('message')} value={sms.message} onChange={(message) => onChange('sms', { message })} minHeight="sm" />
        </Stack>
      );
    case 'location':
      return (
        <div className={styles.pair}>
          <TextField
            label={t('latitude')}
            inputMode="decimal"
            value={location.latitude}
            onChange={(latitude) => onChange('location', { latitude })}
            placeholder={t('latitudePlaceholder', { example: localeNumberText(t.locale, '51.5074') })}
            description={t('latitudeDescription')}
            {...error('location.latitude')}
          />
          <TextField
            label={t('longitude')}
            inputMode="decimal"
            value={location.longitude}
            onChange={(longitude) => onChange('location', { longitude })}
            placeholder={t('longitudePlaceholder', { example: localeNumberText(t.locale, '-0.1278') })}
            description={t('longitudeDescription')}
            {...error('location.longitude')}
          />
        </div>
      );
    case 'contact':
      return (
        <Stack gap="md">
          <div className={styles.pair}>
            <TextField label={t('firstName')} value={contact.firstName} onChange={(firstName) => onChange('contact', { firstName })} autoComplete="off" />
            <TextField label={t('lastName')} value={contact.lastName} onChange={(lastName) => onChange('contact', { lastName })} autoComplete="off" />
          </div>
          <div className={styles.pair}>
            <TextField label={t('phone')} type="tel" value={contact.phone} onChange={(phone) => onChange('contact', { phone })} {...error('contact.phone')} />
            <TextField label={t('email')} type="email" value={contact.email} onChange={(value) => onChange('contact', { email: value })} {...error('contact.email')} />
          </div>
          <TextField label={t('organization')} value={contact.organization} onChange={(organization) => onChange('contact', { organization })} />
          <TextField label={t('website')} type="url" value={contact.url} onChange={(url) => onChange('contact', { url })} placeholder={t('urlPlaceholder')} {...error('contact.url')} />
        </Stack>
      );
  }
}
