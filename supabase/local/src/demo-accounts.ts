/** Accounts created by supabase/seed.sql. The password is local-only. */
export const demoPassword = 'NyayaDemo#2026';

export const demoAccounts = [
  {
    email: 'client.demo@nyaya.test',
    role: 'client',
    note: 'client with requests in several statuses',
  },
  { email: 'client2.demo@nyaya.test', role: 'client', note: 'second client' },
  { email: 'lawyer.approved@nyaya.test', role: 'lawyer', note: 'approved lawyer (Priya Sharma)' },
  { email: 'lawyer.pending@nyaya.test', role: 'lawyer', note: 'verification under review' },
  { email: 'lawyer.rejected@nyaya.test', role: 'lawyer', note: 'verification rejected' },
  { email: 'lawyer.reverify@nyaya.test', role: 'lawyer', note: 'asked to update verification' },
  { email: 'lawyer.new@nyaya.test', role: 'lawyer', note: 'no verification submitted yet' },
  { email: 'reviewer.demo@nyaya.test', role: 'staff', note: 'staff: reviewer (Meera Iyer)' },
  { email: 'support.demo@nyaya.test', role: 'staff', note: 'staff: support (Rohan Das)' },
  { email: 'ops.demo@nyaya.test', role: 'staff', note: 'staff: reviewer and support (Kavya Nair)' },
] as const;
