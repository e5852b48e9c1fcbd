import { readerMessages } from '../../../shared/messages/reader';
import { islandWords } from '../island-words.server';
import SignInDialog, { PersonIcon } from '../islands/SignInDialog.island';
import { SIGN_IN_DIALOG_WORDS } from '../reader/reader-words';
import { Island } from './Island';
import { usePageLang, useT } from './page-language';

/**
 * The header's reader link (docs/product.md, Reader accounts on the site): 'Sign in' for everyone in the page's
 * bytes; reader/header-live.ts marks the box `data-reader="in"` for a stored session, which shows the
 * reader's name (linking to /account) instead, by CSS, without waking the sign-in island. On phones the
 * logo's row has room for the icon alone: the name stays the link's name for screen readers. From
 * 768 px the box keeps one width, signed in or not, so the categories beside it never rewrap when
 * the name arrives (decision 263).
 */
export function ReaderSlot() {
  const lang = usePageLang();
  const t = useT();
  return (
    <div data-reader-slot="" className="group flex h-full md:w-44 md:justify-end">
      <a
        href="/account"
        title={t(readerMessages.yourAccount)}
        className="hidden h-full min-h-11 items-center gap-1.5 px-2 text-[15px] font-bold text-white hover:bg-brand-dark group-data-[reader=in]:flex"
      >
        <PersonIcon />
        <span data-reader-name="" className="sr-only md:not-sr-only md:max-w-[8rem] md:truncate" />
      </a>
      <Island
        name="SignInDialog"
        component={SignInDialog}
        props={{ words: islandWords(lang, readerMessages, SIGN_IN_DIALOG_WORDS) }}
        when="interaction"
      />
    </div>
  );
}
