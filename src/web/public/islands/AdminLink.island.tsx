import { useEffect, useState } from 'react';

/** Where the back office keeps its session (spec §3 'Session': token and user in local storage). */
const TOKEN_KEY = 'token';

/**
 * The footer's admin link (spec 'Public layout'): /login for everyone in the server HTML, which
 * works without script; once awake it points a signed-in editor straight at /admin/dashboard.
 */
export default function AdminLink() {
  const [href, setHref] = useState('/login');
  useEffect(() => {
    if (window.localStorage.getItem(TOKEN_KEY)) setHref('/admin/dashboard');
  }, []);
  return (
    <a href={href} className="hover:underline">
      Admin
    </a>
  );
}
