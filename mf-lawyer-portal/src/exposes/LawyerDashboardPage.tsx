/** Route /lawyer-dashboard, mounted by the shell. The dashboard and verification features replace this body. */
export default function LawyerDashboardPage() {
  return (
    <div>
      <h1>Lawyer Dashboard</h1>
    </div>
  );
}
