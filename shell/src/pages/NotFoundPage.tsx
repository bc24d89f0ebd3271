import { Link } from 'react-router-dom';

/** Any path without a route. */
export function NotFoundPage() {
  return (
    <section>
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </section>
  );
}
