import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import styles from './board.module.css';
import { insurerSettingsQuery } from './insurer-settings-api';
import { InsurerSettingsForm } from './insurer-settings-form';

const texts = bestandsuebertragungTexts.workspace;

/**
 * On the agency's page: choose an insurer (those of the agency's transfers first), see the table's address
 * with its source, enter the agency's own.
 */
export function InsurerSettingsSection() {
  const headingId = useId();
  const insurers = useQuery(insurerSettingsQuery);
  const [chosen, setChosen] = useState('');
  const list = insurers.data ?? [];
  const groups = [
    { label: texts.insurerSettings.groupInTransfers, entries: list.filter((entry) => entry.inTransfers) },
    { label: texts.insurerSettings.groupOthers, entries: list.filter((entry) => !entry.inTransfers) },
  ];
  const versicherer = chosen || (list.find((entry) => entry.inTransfers) ?? list[0])?.versicherer || '';
  const item = list.find((entry) => entry.versicherer === versicherer);
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {texts.insurerSettings.listHeading}
      </h2>
      {insurers.isError ? <p role="alert">{texts.loadError}</p> : null}
      {list.length > 0 ? (
        <>
          <SelectField
            className={styles.filter}
            label={texts.insurerFilter}
            value={versicherer}
            onChange={(event) => setChosen(event.target.value)}
          >
            {groups.map((group) =>
              group.entries.length > 0 ? (
                <optgroup key={group.label} label={group.label}>
                  {group.entries.map((entry) => (
                    <option key={entry.versicherer} value={entry.versicherer}>
                      {entry.versicherer}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </SelectField>
          <InsurerSettingsForm key={versicherer} versicherer={versicherer} item={item} />
        </>
      ) : null}
    </Card>
  );
}
