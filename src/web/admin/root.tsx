import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import { Toaster } from 'sonner';
import './admin.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <title>NEWS · Admin</title>
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Shown in index.html until the app starts: the shell's outline, so nothing jumps when it arrives. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col md:flex-row" aria-busy="true">
      <div className="h-14 shrink-0 bg-neutral-900 md:h-auto md:w-64" />
      <p className="p-8 text-muted">Loading…</p>
    </div>
  );
}

const queryClient = new QueryClient({
  defaultOptions: {
    // Lists change under other editors: refetch when the tab comes back, but do not retry refusals.
    queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: true },
  },
});

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster position="bottom-right" richColors closeButton />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  const detail = isRouteErrorResponse(error) ? String(error.data ?? '') : error instanceof Error ? error.message : '';
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {detail && <p className="mt-2 text-muted">{detail}</p>}
      <a className="mt-4 inline-block text-brand underline" href="/admin/dashboard">
        Back to the dashboard
      </a>
    </main>
  );
}
