import { toast } from 'sonner';
import { popupError, popupSuccess } from '../../popups';

/** How a create panel reports its outcome: the server's message once created, a refusal its own way. */
export type CreateAnnouncement = {
  created: (message: string | undefined) => void;
  /** `fieldsShown`: the server's per-field messages already stand under the fields. */
  refused: (error: Error, fieldsShown: boolean) => void;
};

/** The second line of the Ads and YouTube success popups (docs/product.md, Ads). */
export const HAVE_A_NICE_DAY = 'Have a nice day!';
/** The toast when an ad or a YouTube video could not be created (docs/product.md, Ads). */
export const SOMETHING_WENT_WRONG = 'Oops, something went wrong!';
/** The failure text of the live-stream edit dialog (docs/product.md, Live streams). */
export const LIVE_STREAM_UPDATE_FAILED = 'There was an error updating the live stream. Please try again.';
/** Shown in a table whose list could not be read (empty, but an editor should know why: docs/product.md, Screen feedback). */
export const LIST_NOT_LOADED = 'The list could not be loaded. Reload the page to try again.';

/**
 * How a screen reports a finished write: the server's message, which carries the screen's text
 * ('Breaking News Added Successfully', 'Poll deleted successfully', …), in the 2-second popup.
 */
export function announceDone(message: string | undefined): void {
  // The document lets a delete's answer leave out its message; ours always send one.
  void popupSuccess(message ?? '');
}

/** Ads and YouTube create (docs/product.md, Ads): the server's message with 'Have a nice day!'. */
export function announceCreatedWithGreeting(message: string | undefined): void {
  void popupSuccess(message ?? '', HAVE_A_NICE_DAY);
}

/** The 'Error' popup with the server's reason: a refusal (403 'Access denied'), a missing item, a lost connection. */
export function announceRefused(error: Error): void {
  void popupError(error.message);
}

/** Ads and YouTube create failures (docs/product.md, Ads): a toast, with the server's reason under it. */
export function toastCreateFailed(error: Error): void {
  toast.error(SOMETHING_WENT_WRONG, { description: error.message });
}

/** Breaking news and live streams: the success popup; a refusal without field messages in the 'Error' popup. */
export const POPUP_ANNOUNCEMENT: CreateAnnouncement = {
  created: announceDone,
  refused: (error, fieldsShown) => {
    if (!fieldsShown) announceRefused(error);
  },
};

/** Ads and YouTube videos (docs/product.md, Screen feedback): the success popup with its greeting; any refusal also as a toast. */
export const GREETING_ANNOUNCEMENT: CreateAnnouncement = {
  created: announceCreatedWithGreeting,
  refused: (error) => toastCreateFailed(error),
};
