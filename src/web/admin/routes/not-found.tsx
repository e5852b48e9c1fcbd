import { Link } from 'react-router';
import { PageHeader } from '../components/ui';

/** Any other path under /admin: inside the shell, so the guard has run and the sidebar still leads on. */
export default function AdminNotFound() {
  return (
    <>
      <PageHeader title="404 Page Not found" />
      <p>
        <Link to="/dashboard" className="text-brand underline">
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}
