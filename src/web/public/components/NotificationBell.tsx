import { siteMessages } from '../../../shared/messages/site';
import { useT } from './page-language';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
    </svg>
  );
}

/**
 * The header's bell (docs/product.md, Notifications and push): invisible in the page's bytes, since it
 * needs script, but holding its place, so the header's row does not move when it shows (decision 245);
 * reader/bell-live.ts shows it, badges a signed-in reader's unread count and fills the panel
 * on a press, without React (decision 174). The panel hangs from the header row on phones and from
 * the bell from md up, so it stays on the screen at 360 px. The words the script writes come in the
 * page's language, in the box's data attributes; it writes times in the page's `lang`.
 */
export function NotificationBell({ timeZone }: { timeZone: string }) {
  const t = useT();
  return (
    <div
      data-bell=""
      data-time-zone={timeZone}
      data-word-name={t(siteMessages.notifications)}
      data-word-unread={t(siteMessages.notificationsUnread, { count: '{count}' })}
      data-word-new={t(siteMessages.notificationNew)}
      data-word-loading={t(siteMessages.notificationsLoading)}
      data-word-empty={t(siteMessages.noNotifications)}
      data-word-push-on={t(siteMessages.pushOn)}
      data-word-push-blocked={t(siteMessages.pushBlocked)}
      data-word-push-failed={t(siteMessages.pushFailed)}
      className="invisible flex h-full md:relative"
    >
      <button
        type="button"
        aria-expanded="false"
        aria-controls="bell-panel"
        className="relative flex min-h-11 min-w-11 items-center justify-center text-white hover:bg-brand-dark"
      >
        <BellIcon />
        {/* The name: 'Notifications', or 'Notifications (3 unread)' beside the badge, which it says in words. */}
        <span data-bell-name="" className="sr-only">
          {t(siteMessages.notifications)}
        </span>
        <span
          data-bell-badge=""
          aria-hidden="true"
          hidden
          className="absolute right-1 top-1.5 min-w-4 rounded-full bg-white px-1 text-center text-[11px] font-bold leading-4 text-brand"
        />
      </button>
      <section
        id="bell-panel"
        data-bell-panel=""
        hidden
        aria-labelledby="bell-panel-title"
        className="absolute right-0 top-full z-40 w-[min(20rem,calc(100vw-1rem))] rounded-b-lg border border-hairline bg-white p-3 text-ink shadow-lg"
      >
        <h2 id="bell-panel-title" className="mb-2 text-[15px] font-bold">
          {t(siteMessages.notifications)}
        </h2>
        <ul data-bell-list="" className="max-h-[60vh] divide-y divide-hairline overflow-y-auto" />
        <div className="mt-2 border-t border-hairline pt-2">
          <button
            type="button"
            data-push=""
            hidden
            className="min-h-11 w-full rounded bg-brand px-3 text-[15px] font-bold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {t(siteMessages.pushButton)}
          </button>
          <p data-push-status="" aria-live="polite" className="text-[13px] text-muted empty:hidden" />
        </div>
      </section>
    </div>
  );
}
