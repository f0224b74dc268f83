import type { TriggerEvent, TriggerEventInfo } from '@kundenportal/domain/notifications/notification-api';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast-store';
import { useNotificationRules, useSetNotificationRule, useTriggerEvents } from '../api/notification-settings';
import styles from './notifications-page.module.css';

/**
 * /app/MeinKonto/benachrichtigungen (issue 13): one switch per mail notification that applies to the
 * customer (GET /api/notification/rules/config), on unless turned off (GET /api/notifications). A switch
 * saves at once (POST /api/notifications) and says so; a failure puts it back.
 */
export function NotificationsPage() {
  const events = useTriggerEvents();
  const rules = useNotificationRules();
  const setRule = useSetNotificationRule();
  const headingId = useId();

  const activeOf = new Map(rules.data?.notificationRules.map((rule) => [rule.triggerEvent, rule.active]));
  function change(triggerEvent: TriggerEvent, active: boolean) {
    setRule.mutate({ triggerEvent, active }, { onSuccess: () => toast.success(notificationTexts.saved) });
  }

  return (
    <Page heading={notificationTexts.heading} intro={notificationTexts.intro}>
      <Card labelledBy={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {notificationTexts.listLabel}
        </h2>
        {events.isPending || rules.isPending ? (
          <Spinner />
        ) : events.isError || rules.isError ? (
          <Notice variant="error">
            <p>{notificationTexts.loadError}</p>
            <Button
              variant="secondary"
              onClick={() => {
                void events.refetch();
                void rules.refetch();
              }}
            >
              {uiTexts.retry}
            </Button>
          </Notice>
        ) : events.data.triggerEvents.length === 0 ? (
          <p>{notificationTexts.none}</p>
        ) : (
          <ul className={styles.list}>
            {events.data.triggerEvents.map((event) => (
              <RuleSwitch
                key={event.triggerEvent}
                event={event}
                active={activeOf.get(event.triggerEvent) ?? true}
                onChange={(active) => change(event.triggerEvent, active)}
              />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}

function RuleSwitch({
  event,
  active,
  onChange,
}: {
  event: TriggerEventInfo;
  active: boolean;
  onChange: (active: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <li className={styles.item}>
      <Switch checked={active} onChange={onChange} describedBy={descriptionId}>
        {event.label}
      </Switch>
      <p id={descriptionId} className={styles.description}>
        {event.description}
      </p>
    </li>
  );
}
