// Web Push in the service worker (issue 14; imported by the generated sw.js, build/pwa.ts). A push carries
// { title, body, url, tag } (packages/domain/src/chat/push.ts); a click opens or focuses the app there.
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const tag = notice.tag || 'kundenportal';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(notice.title || 'Kundenportal', {
        body: notice.body || '',
        tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'de',
        data: { url: typeof notice.url === 'string' ? notice.url : '/' },
      }),
      // An open page of the app reads its data again (the Bestandsübertragung: use-refresh-on-push.ts).
      self.clients.matchAll({ type: 'window' }).then((windows) => {
        for (const client of windows) client.postMessage({ type: 'push', tag });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a place inside the app: an address of another origin in a notice is ignored.
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin) && 'focus' in client) {
          return client.navigate(url).then((navigated) => (navigated || client).focus());
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
