import { Island } from '../components/Island';
import LoginForm from '../islands/LoginForm.island';

/** docs/product.md, Sign-in and sessions: the form, a link to /register ('Not Have Account?') and one back home. */
export function LoginPage() {
  return (
    <div className="mx-auto my-4 max-w-md rounded-lg border border-hairline bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-6 text-center text-[28px] font-bold">Admin Login</h1>
      <Island name="LoginForm" component={LoginForm} props={{}} when="load" />
      <noscript>
        <p className="mt-4 text-brand">Logging in needs JavaScript. Please turn it on and reload the page.</p>
      </noscript>
      <p className="mt-6 flex flex-wrap justify-between gap-3 text-[15px]">
        <a href="/register" className="font-bold text-brand underline">
          Not Have Account?
        </a>
        <a href="/" className="underline">
          Back to Home
        </a>
      </p>
    </div>
  );
}
