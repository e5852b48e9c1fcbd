import type { ReactNode } from 'react';
import { readerMessages as m } from '../../../shared/messages/reader';
import { Island } from '../components/Island';
import { usePageLang, useT } from '../components/page-language';
import { islandWords } from '../island-words.server';
import AccountPanel from '../islands/AccountPanel.island';
import RegisterForm from '../islands/RegisterForm.island';
import ReplyMailOff from '../islands/ReplyMailOff.island';
import SignInForm from '../islands/SignInForm.island';
import {
  ACCOUNT_PANEL_WORDS,
  REGISTER_FORM_WORDS,
  SIGN_IN_FORM_WORDS,
  UNSUBSCRIBE_WORDS,
} from '../reader/reader-words';

/**
 * The readers' pages (docs/product.md, Reader accounts on the site), in the site's language: one
 * card, and a line for browsers without script.
 */
function ReaderCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div
      className={`mx-auto my-4 rounded-lg border border-hairline bg-white p-5 shadow-sm sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <h1 className="mb-6 text-[28px] font-bold">{title}</h1>
      {children}
      <noscript>
        <p className="mt-4 text-brand">{t(m.needsScript)}</p>
      </noscript>
    </div>
  );
}

export function SignInPage() {
  const t = useT();
  const lang = usePageLang();
  return (
    <ReaderCard title={t(m.signInTitle)}>
      <p className="mb-5 text-[15px] text-muted">{t(m.signInIntro)}</p>
      <Island
        name="SignInForm"
        component={SignInForm}
        props={{ words: islandWords(lang, m, SIGN_IN_FORM_WORDS) }}
        when="load"
      />
    </ReaderCard>
  );
}

export function RegisterPage() {
  const t = useT();
  const lang = usePageLang();
  return (
    <ReaderCard title={t(m.registerTitle)}>
      <p className="mb-5 text-[15px] text-muted">{t(m.registerIntro)}</p>
      <Island
        name="RegisterForm"
        component={RegisterForm}
        props={{ words: islandWords(lang, m, REGISTER_FORM_WORDS) }}
        when="load"
      />
    </ReaderCard>
  );
}

/** `timeZone`: the site's, in which the reader's comments give their times as the article page does. */
export function AccountPage({ timeZone }: { timeZone: string }) {
  const t = useT();
  const lang = usePageLang();
  return (
    <ReaderCard title={t(m.accountTitle)} wide>
      <Island
        name="AccountPanel"
        component={AccountPanel}
        props={{ timeZone, words: islandWords(lang, m, ACCOUNT_PANEL_WORDS) }}
        when="load"
      />
    </ReaderCard>
  );
}

/** Where a reply mail's unsubscribe line leads: one press turns reply mails off (decision 270). */
export function UnsubscribePage() {
  const t = useT();
  const lang = usePageLang();
  return (
    <ReaderCard title={t(m.unsubscribeTitle)}>
      <Island
        name="ReplyMailOff"
        component={ReplyMailOff}
        props={{ words: islandWords(lang, m, UNSUBSCRIBE_WORDS) }}
        when="load"
      />
    </ReaderCard>
  );
}
