export const NOT_FOUND_TEXT = '404 Page Not found';

/** docs/product.md, Not found: unknown paths, hidden or unknown articles and categories. */
export function NotFoundPage() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-3xl font-bold">{NOT_FOUND_TEXT}</h1>
      <p className="mt-4">
        <a href="/" className="text-brand underline">
          Home
        </a>
      </p>
    </section>
  );
}
