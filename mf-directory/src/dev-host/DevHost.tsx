import DirectoryPage from '../exposes/DirectoryPage';

/** What the shell mounts at /lawyers, rendered alone so the team can work without the other apps. */
export function DevHost() {
  return (
    <>
      <header>
        <strong>mf_directory</strong> standalone dev host
      </header>
      <main>
        <DirectoryPage />
      </main>
    </>
  );
}
