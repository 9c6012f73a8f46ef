// The search synonyms in Admin > Settings (issue 35, decision 061): one group per line, its words
// separated by commas. The server checks the groups (two to 20 single words each) and names the
// first problem; a save changes every instance's searches at once.
import { useState } from 'react';
import { synonymGroupsOf, synonymTextOf, type SearchSynonyms } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveSearchSynonymsMutation } from '../api/shop-settings-api';
import { refusedFields } from '../../shared/refused-fields';
import admin from '../../shared/admin.module.css';
import styles from './shop-settings.module.css';

const copy = enSettings.synonyms;

export function SearchSynonymsSettings({ synonyms }: { synonyms: SearchSynonyms }) {
  const [text, setText] = useState(() => synonymTextOf(synonyms.groups));
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useSaveSearchSynonymsMutation();

  const submit = async () => {
    try {
      await save({ groups: synonymGroupsOf(text) }).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      const { message } = refusedFields(failure);
      setError(message);
      notify.error(message);
    }
  };

  return (
    <form
      className={admin.settingsForm}
      aria-label={copy.heading}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.synonymField}>
        <TextAreaField
          label={copy.field}
          rows={8}
          value={text}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          error={error}
          wrap="off"
        />
      </div>
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
