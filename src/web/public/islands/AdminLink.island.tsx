import { useEffect, useState } from 'react';
import { hasStoredToken } from '../../shared/session';

/**
 * The footer's admin link (spec 'Public layout'): /login for everyone in the server HTML, which
 * works without script; once awake it points a signed-in editor straight at /admin/dashboard.
 */
export default function AdminLink() {
  const [href, setHref] = useState('/login');
  useEffect(() => {
    if (hasStoredToken()) setHref('/admin/dashboard');
  }, []);
  return (
    <a href={href} className="hover:underline">
      Admin
    </a>
  );
}
