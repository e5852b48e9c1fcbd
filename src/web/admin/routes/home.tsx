import { redirect } from 'react-router';

/** /admin/ opens the dashboard (after login the user goes to /admin/dashboard: docs/product.md, Sign-in and sessions). */
export function clientLoader() {
  return redirect('/dashboard');
}

export default function AdminHome() {
  return null;
}
