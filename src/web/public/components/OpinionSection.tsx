import OpinionForm from '../islands/OpinionForm.island';
import { Island } from './Island';

/**
 * The 'Your opinion' feedback section (docs/product.md, Your opinion form) on the home and contact pages. The form is
 * an island woken when it nears the screen; it fetches its own captcha (docs/decisions/087).
 */
export function OpinionSection({ className = 'mt-10' }: { className?: string }) {
  return (
    <section
      aria-labelledby="opinion-heading"
      className={`${className} border-t-4 border-brand bg-panel px-4 py-6 sm:px-6`}
    >
      <h2 id="opinion-heading" className="text-2xl font-bold">
        Your opinion
      </h2>
      <p className="mb-5 text-muted">ख़बर, सुझाव या शिकायत — अपनी राय हमें लिखें।</p>
      <Island name="OpinionForm" component={OpinionForm} props={{}} when="visible" />
      <noscript>
        <p className="mt-4 text-brand">Sending your opinion needs JavaScript. Please turn it on and reload the page.</p>
      </noscript>
    </section>
  );
}
