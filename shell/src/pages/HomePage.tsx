import { Link } from 'react-router-dom';

/** Route /. The landing page replaces this body. */
export function HomePage() {
  return (
    <section>
      <h1>NyayaConnect</h1>
      <p>Find verified lawyers across India and request a consultation.</p>
      <Link to="/lawyers">Browse Lawyers</Link>
    </section>
  );
}
