import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getPushKey, registerPushSubscription, removePushSubscription } from '../api/push-subscription';
import styles from './push-toggle.module.css';

type State = 'checking' | 'off' | 'on' | 'blocked' | 'busy';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * 'Mitteilungen auf diesem Gerät' (issue 14): asks the browser for permission only when the customer
 * presses the button, subscribes at the browser's push service with the server's VAPID key and registers
 * the subscription; off again unsubscribes and removes it. Not shown where the browser has no Web Push.
 */
export function PushToggle() {
  const [state, setState] = useState<State>('checking');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let active = true;
    currentSubscription()
      .then((subscription) => {
        if (!active) return;
        setState(Notification.permission === 'denied' ? 'blocked' : subscription ? 'on' : 'off');
      })
      .catch(() => active && setState('off'));
    return () => {
      active = false;
    };
  }, []);

  if (!supported()) return null;

  async function enable() {
    setFailed(false);
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await getPushKey();
      const options = { userVisibleOnly: true, applicationServerKey: publicKey };
      let subscription = await registration.pushManager.subscribe(options);
      if ((await registerPushSubscription(subscription.toJSON())) === 'taken') {
        // This browser's subscription is another account's, signed in here before: the server keeps it
        // theirs, so this account gets a fresh one (theirs ends at the push service, which then drops it).
        await subscription.unsubscribe();
        subscription = await registration.pushManager.subscribe(options);
        if ((await registerPushSubscription(subscription.toJSON())) === 'taken')
          throw new Error('push endpoint taken');
      }
      setState('on');
    } catch {
      setFailed(true);
      setState('off');
    }
  }

  async function disable() {
    setFailed(false);
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
      setState('on');
    }
  }

  return (
    <section className={styles.push} aria-labelledby="push-toggle-heading">
      <h2 id="push-toggle-heading" className={styles.heading}>
        {chatTexts.push.label}
      </h2>
      <p className={styles.hint}>{chatTexts.push.hint}</p>
      {state === 'blocked' ? <p>{chatTexts.push.blocked}</p> : null}
      {state === 'on' ? <p role="status">{chatTexts.push.enabled}</p> : null}
      {state === 'off' || (state === 'busy' && !failed) ? (
        <Button variant="secondary" onClick={enable} disabled={state === 'busy'}>
          {chatTexts.push.enable}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="secondary" onClick={disable}>
          {chatTexts.push.disable}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.error}>
          {chatTexts.push.failed}
        </p>
      ) : null}
    </section>
  );
}
