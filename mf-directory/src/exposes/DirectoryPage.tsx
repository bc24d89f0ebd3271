/** Route /lawyers, mounted by the shell. The directory feature (search, filters, cards) replaces this body. */
export default function DirectoryPage() {
  return (
    <div>
      <h1>Find Expert Lawyers</h1>
    </div>
  );
}
