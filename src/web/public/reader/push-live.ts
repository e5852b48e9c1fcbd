/**
 * 'Get alerts on this device' in the bell's panel (docs/product.md, Notifications and push; decision
 * 176): only after the reader's press does it register the service worker, ask the browser's
 * permission and subscribe with the site's key, then keep the subscription on the server (with the
 * reader's token when signed in). Hidden where the browser cannot push or pushes are blocked.
 */
import { ReaderCallError, readerCall } from './api';
import { keyBytes } from './push-key';

/** The panel's words about alerts, in the page's language (the bell's box carries them: NotificationBell.tsx). */
export type PushWords = { on: string; blocked: string; failed: string };

function canPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function subscribe(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await readerCall('get', '/api/v1/push/key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await readerCall('post', '/api/v1/push/subscribe', {
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
}

/** Shows the button when the panel opens, unless this browser cannot push, refuses, or is subscribed already. */
export function wakePushButton(button: HTMLButtonElement, status: HTMLElement, words: PushWords): () => void {
  const show = async () => {
    if (!canPush() || Notification.permission === 'denied') {
      button.hidden = true;
      return;
    }
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscribed = await registration?.pushManager.getSubscription();
    button.hidden = Boolean(subscribed);
    if (subscribed) status.textContent = words.on;
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = '';
    try {
      await subscribe();
      button.hidden = true;
      status.textContent = words.on;
    } catch (error) {
      const blocked = Notification.permission === 'denied';
      button.hidden = blocked;
      status.textContent = blocked ? words.blocked : error instanceof ReaderCallError ? error.message : words.failed;
    } finally {
      button.disabled = false;
    }
  });
  return () => void show().catch(() => undefined);
}
