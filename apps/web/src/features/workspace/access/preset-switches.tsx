import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { adviserSetFeatures, adviserSetFlags } from '@kundenportal/domain/workspace/customer-settings';
import type { PresetValues } from '@kundenportal/domain/workspace/presets';
import { useQuery } from '@tanstack/react-query';
import { Switch } from '../../../components/ui/switch';
import { formTemplatesQuery } from '../shared/workspace-queries';
import styles from './customer-settings.module.css';

const texts = workspaceTexts.settings;

/** Every switch of a preset in the groups of a customer's switches page, each changing `values`. */
export function PresetSwitches({
  values,
  onChange,
}: {
  values: PresetValues;
  onChange: (values: PresetValues) => void;
}) {
  const templates = useQuery(formTemplatesQuery);
  const forms = [
    ...(templates.data ?? []).map((template) => ({ key: template.key, title: template.title })),
    ...Object.keys(values.beraterdokumente)
      .filter((key) => !templates.data?.some((template) => template.key === key))
      .map((key) => ({ key, title: key })),
  ];
  return (
    <>
      <h3 className={styles.group}>{texts.featuresHeading}</h3>
      <ul className={styles.switches}>
        {adviserSetFeatures.map((feature) => (
          <li key={feature}>
            <Switch
              checked={values.features[feature]}
              onChange={(on) => onChange({ ...values, features: { ...values.features, [feature]: on } })}
            >
              {workspaceTexts.featureLabels[feature]}
            </Switch>
          </li>
        ))}
      </ul>
      <h3 className={styles.group}>{texts.flagsHeading}</h3>
      <ul className={styles.switches}>
        {adviserSetFlags.map((flag) => (
          <li key={flag}>
            <Switch
              checked={values.config[flag]}
              onChange={(on) => onChange({ ...values, config: { ...values.config, [flag]: on } })}
            >
              {workspaceTexts.flagLabels[flag]}
            </Switch>
          </li>
        ))}
      </ul>
      <h3 className={styles.group}>{texts.formsHeading}</h3>
      {templates.data && forms.length === 0 ? <p>{texts.formsNone}</p> : null}
      <ul className={styles.switches}>
        {forms.map((form) => (
          <li key={form.key}>
            <Switch
              checked={values.beraterdokumente[form.key] === true}
              onChange={(on) =>
                onChange({ ...values, beraterdokumente: { ...values.beraterdokumente, [form.key]: on } })
              }
            >
              {form.title}
            </Switch>
          </li>
        ))}
      </ul>
    </>
  );
}
