import { Button, Field, useFieldControl } from '@nyaya/shared-design';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useEffect, useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  isEmailLanguage,
  samePreferences,
  type NotificationPreferences,
} from '../model/preferences';
import {
  Actions,
  AlwaysSent,
  CheckRow,
  Fieldset,
  NativeSelect,
  SavedNote,
  SaveError,
} from './settingsStyles';

export interface NotificationSettingsFormProps {
  /** The preferences as the database has them. */
  saved: NotificationPreferences;
  saving: boolean;
  /** The last save went through and nothing has changed since. */
  savedJustNow: boolean;
  /** The last save failed. */
  saveError: Error | null;
  onSave: (preferences: NotificationPreferences) => void;
  /** Any change after a save: its outcome no longer describes the form. */
  onEdit: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

function LanguageSelect(props: ComponentPropsWithRef<'select'>) {
  return <NativeSelect {...useFieldControl(props)} />;
}

/**
 * The choices a lawyer has (docs/product/notifications.md): the hourly digest of open requests on
 * or off and the language of their e-mails, with what is always sent explained. Shows the saved
 * values until the lawyer changes one; 'Save settings' sends them all.
 */
export function NotificationSettingsForm({
  saved,
  saving,
  savedJustNow,
  saveError,
  onSave,
  onEdit,
}: NotificationSettingsFormProps) {
  const { t } = useRemoteTranslation();
  const ids = useId();
  // Null until the lawyer changes something: the form follows the saved values meanwhile.
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const values = draft ?? saved;

  // Once saved (or changed back elsewhere), the form follows the saved values again.
  useEffect(() => {
    if (draft && samePreferences(draft, saved)) setDraft(null);
  }, [draft, saved]);

  const change = (next: Partial<NotificationPreferences>) => {
    const updated = { ...values, ...next };
    setDraft(samePreferences(updated, saved) ? null : updated);
    onEdit();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    onSave(values);
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={saving}>
      <Fieldset>
        <legend>{t('notificationSettings.optional')}</legend>
        <CheckRow>
          <input
            type="checkbox"
            id={`${ids}-digest`}
            aria-describedby={`${ids}-digest-description`}
            checked={values.openRequestDigest}
            onChange={(event) => change({ openRequestDigest: event.currentTarget.checked })}
          />
          <label htmlFor={`${ids}-digest`}>{t('notificationSettings.digest.label')}</label>
          <p id={`${ids}-digest-description`}>{t('notificationSettings.digest.description')}</p>
        </CheckRow>
      </Fieldset>
      <Field
        label={t('notificationSettings.language.label')}
        hint={t('notificationSettings.language.note')}
      >
        <LanguageSelect
          value={values.language}
          onChange={(event) => {
            const language = event.currentTarget.value;
            if (isEmailLanguage(language)) change({ language });
          }}
        >
          {/* Each language by its own name, in its own language. */}
          <option value="en" lang="en">
            {t('notificationSettings.language.en')}
          </option>
          <option value="hi" lang="hi">
            {t('notificationSettings.language.hi')}
          </option>
        </LanguageSelect>
      </Field>
      <AlwaysSent>
        <h3>{t('notificationSettings.alwaysSent.title')}</h3>
        <p>{t('notificationSettings.alwaysSent.description')}</p>
      </AlwaysSent>
      <Actions>
        <Button type="submit" loading={saving}>
          {saving ? t('notificationSettings.saving') : t('notificationSettings.save')}
        </Button>
        {/* Announced when it appears; not a role=status, which the page's loading line is. */}
        <div aria-live="polite">
          {savedJustNow && !saving && (draft === null || samePreferences(draft, saved)) && (
            <SavedNote>{t('notificationSettings.saved')}</SavedNote>
          )}
        </div>
      </Actions>
      {saveError && !saving && (
        <SaveError role="alert">
          <p>
            {t('notificationSettings.saveFailed', {
              // The platform's sentence for the kind of failure, never the server's text.
              reason:
                saveError instanceof DataError && saveError.messageKey
                  ? dataErrorMessage(saveError)
                  : t('common:errors.generic'),
            })}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => submit()}>
            {t('common:tryAgain')}
          </Button>
        </SaveError>
      )}
    </Form>
  );
}
