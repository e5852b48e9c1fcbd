/**
 * The site's service worker, served at `/sw.js` so its scope is the whole site (docs/product.md,
 * Notifications and push; decision 164). It only shows pushes and opens them: no fetch handler, so
 * pages, the page cache and the budgets are untouched. Plain ES2017 for every browser that runs
 * workers; kept as text here, like the icon, so the server serves it without a build step.
 */
export const SERVICE_WORKER_JS = `'use strict';
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
function payloadOf(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch (error) {
    return {};
  }
}
function absolute(url) {
  return new URL(url, self.location.origin).href;
}
self.addEventListener('push', function (event) {
  var data = payloadOf(event);
  var url = absolute(data.url || '/');
  var options = { body: data.body || '', icon: '/icon-192.png', badge: '/icon-192.png', tag: url, data: { url: url } };
  if (data.image) options.image = absolute(data.image);
  event.waitUntil(self.registration.showNotification(data.title || self.location.host, options));
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || absolute('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i += 1) {
        if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
`;
