import { uiTexts } from '@kundenportal/domain/texts/ui';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import {
  builtInPresets,
  canAddPreset,
  MAX_PRESETS_PER_AGENCY,
  type Preset,
  switchesOn,
} from '@kundenportal/domain/workspace/presets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import { presetsQuery, refreshAgencyLog } from '../shared/workspace-queries';
import { deletePreset, postDefaultPreset } from './access-api';
import { PresetEditor } from './preset-editor';
import styles from './presets.module.css';

const texts = workspacePresetTexts;
type Editing = { preset: Preset | null } | null;

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041): each with how many switches
 * it turns on, the default marked; edit, make default, remove (not the default), add up to the limit.
 */
export function AgencyPresets() {
  const queryClient = useQueryClient();
  const presets = useQuery(presetsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Preset | null>(null);
  const [sending, setSending] = useState(false);
  const list = presets.data?.vorlagen ?? [];
  const start = (list.find((preset) => preset.isDefault) ?? builtInPresets[0]).values;

  async function run(call: () => Promise<{ vorlagen: Preset[] }>, done: string) {
    setSending(true);
    try {
      const answer = await call();
      queryClient.setQueryData(presetsQuery.queryKey, answer);
      void refreshAgencyLog(queryClient);
      toast.success(done);
    } catch {
      // The API client has shown why.
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="agency-presets">
      <h2 id="agency-presets" className={styles.sectionHeading}>
        {texts.heading}
      </h2>
      <p className={styles.muted}>{texts.intro}</p>
      {presets.isError ? <p role="alert">{texts.loadError}</p> : null}
      <ul className={styles.presets}>
        {list.map((preset) => {
          const count = switchesOn(preset.values);
          return (
            <li key={preset.id} className={styles.preset}>
              <div>
                <span className={styles.label}>{preset.name}</span>
                {preset.isDefault ? (
                  <>
                    {' '}
                    <span className={styles.badge}>{texts.defaultBadge}</span>
                  </>
                ) : null}
                <div className={styles.muted}>{texts.switchesOn(count.on, count.total, count.forms)}</div>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={texts.editLabel(preset.name)}
                  onClick={() => setEditing({ preset })}
                >
                  {texts.edit}
                </Button>
                {preset.isDefault ? null : (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={texts.removeLabel(preset.name)}
                      disabled={sending}
                      onClick={() => setRemoving(preset)}
                    >
                      {texts.remove}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={texts.makeDefaultLabel(preset.name)}
                      disabled={sending}
                      onClick={() =>
                        void run(() => postDefaultPreset(preset.id), texts.defaultSet(preset.name))
                      }
                    >
                      {texts.makeDefault}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? (
        <PresetEditor
          key={editing.preset?.id ?? 'new'}
          preset={editing.preset}
          start={start}
          onDone={() => setEditing(null)}
        />
      ) : presets.data ? (
        canAddPreset(list.length) ? (
          <Button onClick={() => setEditing({ preset: null })}>{texts.add}</Button>
        ) : (
          <p className={styles.muted}>{texts.limitReached(MAX_PRESETS_PER_AGENCY)}</p>
        )
      ) : null}
      {removing ? (
        <Dialog open title={texts.removeQuestion(removing.name)} onClose={() => setRemoving(null)}>
          <p>{texts.removeHint}</p>
          <div className={styles.actions}>
            <Button
              disabled={sending}
              onClick={() =>
                void run(() => deletePreset(removing.id), texts.removed(removing.name)).then(() =>
                  setRemoving(null),
                )
              }
            >
              {texts.removeConfirm}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setRemoving(null)}>
              {uiTexts.cancel}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
