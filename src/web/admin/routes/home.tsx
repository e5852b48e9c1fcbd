import { redirect } from 'react-router';

/** /admin/ opens the dashboard (spec: after login the user goes to /admin/dashboard). */
export function clientLoader() {
  return redirect('/dashboard');
}

export default function AdminHome() {
  return null;
}
