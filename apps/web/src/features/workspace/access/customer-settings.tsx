import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { accountTypes } from '@kundenportal/domain/account/user';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import {
  adviserSetFeatures,
  adviserSetFlags,
  type CustomerSettingsInput,
} from '@kundenportal/domain/workspace/customer-settings';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast-store';
import { customerHouseholdQuery, formTemplatesQuery } from '../shared/workspace-queries';
import { putCustomerSettings } from './access-api';
import { ApplyPreset } from './apply-preset';
import styles from './customer-settings.module.css';

type Kunde = CustomerHousehold['kunde'];

/**
 * The customer's flags, features and account type (issue 14): each switch saves at once, shown at once
 * and put back when saving fails. The customer's app applies them on its next page load.
 */
export function CustomerSettings({ kunde }: { kunde: Kunde }) {
  const queryClient = useQueryClient();
  const householdKey = customerHouseholdQuery(kunde.id).queryKey;
  const save = useMutation({
    mutationFn: (change: CustomerSettingsInput) => putCustomerSettings(kunde.id, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: householdKey });
      const previous = queryClient.getQueryData(householdKey);
      queryClient.setQueryData(householdKey, (current) =>
        current
          ? {
              ...current,
              kunde: {
                ...current.kunde,
                config: {
                  ...current.kunde.config,
                  ...change.config,
                  ...(change.beraterdokumente
                    ? {
                        beraterdokumente: {
                          ...resolveConfig(current.kunde.config).beraterdokumente,
                          ...change.beraterdokumente,
                        },
                      }
                    : {}),
                },
                features: { ...current.kunde.features, ...change.features },
                accountTyp: change.accountTyp ?? current.kunde.accountTyp,
              },
            }
          : current,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(householdKey, context.previous);
    },
    onSuccess: () => toast.success(workspaceTexts.settings.saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', kunde.id] }),
  });
  const config = resolveConfig(kunde.config);
  const features = resolveFeatures(kunde.features);
  const templates = useQuery(formTemplatesQuery);
  // The agency's forms, and any form still switched on without a template here (to switch it off).
  const forms = [
    ...(templates.data ?? []).map((template) => ({ key: template.key, title: template.title })),
    ...Object.keys(config.beraterdokumente)
      .filter(
        (key) => config.beraterdokumente[key] && !templates.data?.some((template) => template.key === key),
      )
      .map((key) => ({ key, title: key })),
  ];

  return (
    <Card labelledBy="customer-settings">
      <h2 id="customer-settings" className={styles.heading}>
        {workspaceTexts.settings.heading}
      </h2>
      <p className={styles.intro}>{workspaceTexts.settings.intro}</p>
      <ApplyPreset kunde={kunde} />
      <SelectField
        label={workspaceTexts.accountTyp}
        value={kunde.accountTyp}
        onChange={(event) =>
          save.mutate({ accountTyp: event.target.value as CustomerSettingsInput['accountTyp'] })
        }
      >
        {accountTypes.map((type) => (
          <option key={type} value={type}>
            {workspaceTexts.accountTypes[type]}
          </option>
        ))}
      </SelectField>
      <h3 className={styles.group}>{workspaceTexts.settings.featuresHeading}</h3>
      <ul className={styles.switches}>
        {adviserSetFeatures.map((feature) => (
          <li key={feature}>
            <Switch
              checked={features[feature]}
              onChange={(on) => save.mutate({ features: { [feature]: on } })}
            >
              {workspaceTexts.featureLabels[feature]}
            </Switch>
          </li>
        ))}
      </ul>
      <h3 className={styles.group}>{workspaceTexts.settings.flagsHeading}</h3>
      <ul className={styles.switches}>
        {adviserSetFlags.map((flag) => (
          <li key={flag}>
            <Switch checked={config[flag]} onChange={(on) => save.mutate({ config: { [flag]: on } })}>
              {workspaceTexts.flagLabels[flag]}
            </Switch>
          </li>
        ))}
      </ul>
      <h3 className={styles.group}>{workspaceTexts.settings.formsHeading}</h3>
      {templates.data && forms.length === 0 ? <p>{workspaceTexts.settings.formsNone}</p> : null}
      <ul className={styles.switches}>
        {forms.map((form) => (
          <li key={form.key}>
            <Switch
              checked={config.beraterdokumente[form.key] === true}
              onChange={(on) => save.mutate({ beraterdokumente: { [form.key]: on } })}
            >
              {form.title}
            </Switch>
          </li>
        ))}
      </ul>
    </Card>
  );
}
