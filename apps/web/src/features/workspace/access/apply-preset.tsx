import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { presetChanges } from '@kundenportal/domain/workspace/presets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../lib/toast-store';
import { changeText } from '../shared/audit-change';
import { presetsQuery } from '../shared/workspace-queries';
import { postApplyPreset } from './access-api';
import styles from './customer-settings.module.css';

const texts = workspacePresetTexts;
type Kunde = CustomerHousehold['kunde'];

/**
 * "Vorlage anwenden" (ADR 041): asks first, with the preset to choose (the agency's default preselected)
 * and every switch that would change; yes saves them as one logged change. The switches stay editable.
 */
export function ApplyPreset({ kunde }: { kunde: Kunde }) {
  const queryClient = useQueryClient();
  const presets = useQuery(presetsQuery);
  const [asking, setAsking] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const list = presets.data?.vorlagen ?? [];
  const chosen = list.find((preset) => preset.id === chosenId) ?? list.find((preset) => preset.isDefault);
  const changes = chosen
    ? presetChanges(
        {
          config: resolveConfig(kunde.config),
          features: resolveFeatures(kunde.features),
          accountTyp: kunde.accountTyp,
        },
        chosen.values,
      )
    : [];

  async function apply() {
    if (!chosen || sending) return;
    setSending(true);
    try {
      await postApplyPreset(kunde.id, chosen.id);
      await queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', kunde.id] });
      toast.success(texts.applied(chosen.name));
      setAsking(false);
    } catch {
      // The API client has shown why.
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={list.length === 0} onClick={() => setAsking(true)}>
        {texts.apply}
      </Button>
      {asking && chosen ? (
        <Dialog open title={texts.applyHeading} onClose={() => setAsking(false)}>
          <SelectField
            label={texts.applyChoose}
            value={chosen.id}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {list.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </SelectField>
          {changes.length === 0 ? (
            <p>{texts.applyNoChanges}</p>
          ) : (
            <>
              <p>{texts.applyChanges(changes.length)}</p>
              <ul className={styles.changes} aria-label={texts.applyChanges(changes.length)}>
                {changes.map((change) => (
                  <li key={change.key}>{changeText(change)}</li>
                ))}
              </ul>
            </>
          )}
          <p className={styles.intro}>{texts.applyHint}</p>
          <div className={styles.actions}>
            <Button disabled={sending || changes.length === 0} onClick={() => void apply()}>
              {texts.applyConfirm}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setAsking(false)}>
              {uiTexts.cancel}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
