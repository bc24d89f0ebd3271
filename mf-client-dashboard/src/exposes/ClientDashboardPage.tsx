/** Route /client-dashboard, mounted by the shell. The dashboard feature replaces this body. */
export default function ClientDashboardPage() {
  return (
    <div>
      <h1>Client Dashboard</h1>
    </div>
  );
}
