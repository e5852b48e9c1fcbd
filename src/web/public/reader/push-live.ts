/**
 * 'Get alerts on this device' in the bell's panel (docs/product.md, Notifications and push; decision
 * 176): only after the reader's press does it register the service worker, ask the browser's
 * permission and subscribe with the site's key, then keep the subscription on the server (with the
 * reader's token when signed in). Hidden where the browser cannot push or pushes are blocked.
 */
import { ReaderCallError, readerCall } from './api';
import { keyBytes } from './push-key';

const PUSH_ON = 'Alerts are on for this device.';
const PUSH_BLOCKED = 'Alerts are blocked in this browser’s settings.';
const PUSH_FAILED = 'This browser could not turn alerts on. Try again later.';

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
export function wakePushButton(button: HTMLButtonElement, status: HTMLElement): () => void {
  const show = async () => {
    if (!canPush() || Notification.permission === 'denied') {
      button.hidden = true;
      return;
    }
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscribed = await registration?.pushManager.getSubscription();
    button.hidden = Boolean(subscribed);
    if (subscribed) status.textContent = PUSH_ON;
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = '';
    try {
      await subscribe();
      button.hidden = true;
      status.textContent = PUSH_ON;
    } catch (error) {
      const blocked = Notification.permission === 'denied';
      button.hidden = blocked;
      status.textContent = blocked ? PUSH_BLOCKED : error instanceof ReaderCallError ? error.message : PUSH_FAILED;
    } finally {
      button.disabled = false;
    }
  });
  return () => void show().catch(() => undefined);
}
