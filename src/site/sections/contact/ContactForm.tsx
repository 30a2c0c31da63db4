import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Mail, Send } from 'lucide-react';
import { Button } from '../../../ui/components/Button';
import { Icon, mirrorInRtl } from '../../../ui/components/Icon';
import { Select } from '../../../ui/components/Select';
import { TextArea } from '../../../ui/components/TextArea';
import { TextField } from '../../../ui/components/TextField';
import {
  CONFIRMATION_MS,
  CONTACT_CATEGORIES,
  LIMITS,
  emptyContact,
  firstInvalidField,
  isContactCategory,
  mailtoHref,
  validateContact,
  type ContactCategory,
  type ContactErrors,
  type ContactValues,
  type ContactWords,
} from '../../contact-form';
import { EMAIL_MESSAGE_KEYS } from '../../email';
import { useSiteMessages } from '../../i18n';
import { useContactMessages, type ContactMessage } from './i18n';
import { CONTACT_EMAIL } from '../../site-config';
import { MailLink } from './MailLink';
import * as styles from './contact.css';

/** The paper plane flies the way of reading (Material and Apple mirror it too). */
const SendIcon = mirrorInRtl(Send);

export interface ContactFormProps {
  /** How long the confirmation stays before the form empties (spec: 3000 ms). */
  confirmationMs?: number;
  /** Called with the checked values on a valid submit (nothing is sent anywhere). */
  onSubmitted?: (values: ContactValues) => void;
}

const CATEGORY_KEYS: Record<ContactCategory, ContactMessage> = {
  support: 'categorySupport',
  bug: 'categoryBug',
  feature: 'categoryFeature',
  feedback: 'categoryFeedback',
  business: 'categoryBusiness',
  other: 'categoryOther',
};

/**
 * The contact form. It checks every field, shows a confirmation for CONFIRMATION_MS and then
 * empties. Nothing is sent: Toolshed has no server, and the form and its confirmation say so.
 */
export function ContactForm({ confirmationMs = CONFIRMATION_MS, onSubmitted }: ContactFormProps) {
  const t = useContactMessages();
  const site = useSiteMessages();
  const words: ContactWords = {
    name: t('errorName'),
    subject: t('errorSubject'),
    message: t('errorMessage'),
    tooLong: (field, max) => t('errorTooLong', { field: t(field), max }),
    email: (english) => site(EMAIL_MESSAGE_KEYS[english] ?? 'emailInvalid'),
  };
  // The mailto subject keeps the English category name: it is for us to read.
  const categoryItems = CONTACT_CATEGORIES.map((c) => ({ id: c.id, label: t(CATEGORY_KEYS[c.id]) }));
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After a failed submit, errors follow the typing so they clear as soon as a field is fixed.
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next, words));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sentTo !== null) return;
    const found = validateContact(values, words);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmitted?.(values);
    setSentTo(values.name.trim());
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setValues(emptyContact());
      setErrors({});
      setAttempted(false);
      setSentTo(null);
    }, confirmationMs);
  };

  return (
    // method="dialog": without JavaScript, submitting does nothing instead of putting the message in the URL.
    <form ref={formRef} method="dialog" noValidate onSubmit={submit} className={styles.form} aria-label={t('formLabel')}>
      <div className={styles.row}>
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          isRequired
          validationBehavior="aria"
          maxLength={LIMITS.name}
          value={values.name}
          onChange={(v) => update('name', v)}
          isInvalid={errors.name !== undefined}
          errorMessage={errors.name}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          isRequired
          validationBehavior="aria"
          value={values.email}
          onChange={(v) => update('email', v)}
          isInvalid={errors.email !== undefined}
          errorMessage={errors.email}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('subject')}
          name="subject"
          isRequired
          validationBehavior="aria"
          maxLength={LIMITS.subject}
          value={values.subject}
          onChange={(v) => update('subject', v)}
          isInvalid={errors.subject !== undefined}
          errorMessage={errors.subject}
        />
        <Select
          label={t('category')}
          name="category"
          placeholder={t('categoryPlaceholder')}
          items={categoryItems}
          selectedKey={values.category}
          onSelectionChange={(key) => update('category', isContactCategory(key) ? key : null)}
        />
      </div>
      <TextArea
        label={t('message')}
        name="message"
        isRequired
        validationBehavior="aria"
        minHeight="md"
        showCount
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(v) => update('message', v)}
        isInvalid={errors.message !== undefined}
        errorMessage={errors.message}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" icon={SendIcon}>
          {t('send')}
        </Button>
        <MailLink href={mailtoHref(CONTACT_EMAIL, values)} variant="standalone">
          <Icon icon={Mail} size={16} />
          {t('mailApp')}
        </MailLink>
      </div>
      <p className={styles.hint}>{t('hint', { email: CONTACT_EMAIL })}</p>
      <div role="status" className={styles.status}>
        {sentTo !== null ? (
          <div className={styles.sent}>
            <Icon icon={CircleCheck} size={20} className={styles.sentIcon} />
            <div>
              <p className={styles.sentTitle}>{t('sentTitle', { hasName: sentTo ? 'yes' : 'no', name: sentTo })}</p>
              <p className={styles.sentText}>{t('sentText', { email: CONTACT_EMAIL })}</p>
            </div>
          </div>
        ) : null}
      </div>
    </form>
  );
}
