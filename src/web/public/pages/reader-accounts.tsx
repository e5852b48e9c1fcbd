import type { ReactNode } from 'react';
import { Island } from '../components/Island';
import AccountPanel from '../islands/AccountPanel.island';
import RegisterForm from '../islands/RegisterForm.island';
import SignInForm from '../islands/SignInForm.island';

/** The readers' pages (docs/product.md, Reader accounts on the site): one card, and a line for browsers without script. */
function ReaderCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      className={`mx-auto my-4 rounded-lg border border-hairline bg-white p-5 shadow-sm sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <h1 className="mb-6 text-[28px] font-bold">{title}</h1>
      {children}
      <noscript>
        <p className="mt-4 text-brand">This page needs JavaScript. Please turn it on and reload the page.</p>
      </noscript>
    </div>
  );
}

export function SignInPage() {
  return (
    <ReaderCard title="Sign in">
      <p className="mb-5 text-[15px] text-muted">We email you a 6-digit code; no password to remember.</p>
      <Island name="SignInForm" component={SignInForm} props={{}} when="load" />
    </ReaderCard>
  );
}

export function RegisterPage() {
  return (
    <ReaderCard title="Register">
      <p className="mb-5 text-[15px] text-muted">
        Create an account to comment on the news. We email you a 6-digit code to confirm it.
      </p>
      <Island name="RegisterForm" component={RegisterForm} props={{}} when="load" />
      <p className="mt-6 text-[15px]">
        Already registered?{' '}
        <a href="/signin" className="font-bold text-brand underline">
          Sign in
        </a>
      </p>
    </ReaderCard>
  );
}

/** `timeZone`: the site's, in which the reader's comments give their times as the article page does. */
export function AccountPage({ timeZone }: { timeZone: string }) {
  return (
    <ReaderCard title="Your account" wide>
      <Island name="AccountPanel" component={AccountPanel} props={{ timeZone }} when="load" />
    </ReaderCard>
  );
}
