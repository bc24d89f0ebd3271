import { it } from 'vitest';
import { anonClient, env, serviceClient, signedInClient, uniqueMobile } from './support/clients.ts';

it('probe', async () => {
  const anon = anonClient();
  const svc = serviceClient();
  const { users } = env().fixtures;
  const lawyer = await signedInClient(users.approvedLawyer);
  const pending = await signedInClient(users.pendingLawyer);
  const client = await signedInClient(users.clientA);
  const show = (l: string, r: unknown) => console.log(l, JSON.stringify(r));
  show('cb bad mobile', await anon.from('call_support_requests').insert({ name: 'A', mobile_number: '12345', issue_description: 'x' }));
  show('cb no desc', await anon.from('call_support_requests').insert({ name: 'A', mobile_number: uniqueMobile() }));
  show('cb null desc', await anon.from('call_support_requests').insert({ name: 'A', mobile_number: uniqueMobile(), issue_description: null }));
  const m = uniqueMobile();
  for (let i = 0; i < 6; i++) show('cb rl ' + i, await anon.from('call_support_requests').insert({ name: 'A', mobile_number: i % 2 ? m : '+91' + m, issue_description: 'x' }));
  show('req insert', await client.from('consultation_requests').insert({ client_id: users.clientA.id, service_type: 'Tax Law', description: 'hi' }).select('id').single());
  show('req bad', await client.from('consultation_requests').insert({ client_id: users.clientA.id, service_type: 'Space Law', description: 'hi' }).select('id').single());
  show('req bad nosel', await client.from('consultation_requests').insert({ client_id: users.clientA.id, service_type: 'Space Law', description: 'hi' }));
  show('accept pending', await pending.rpc('accept_consultation_request', { request_id: users.clientA.id }));
  show('accept client', await client.rpc('accept_consultation_request', { request_id: users.clientA.id }));
  show('accept missing', await lawyer.rpc('accept_consultation_request', { request_id: users.clientA.id }));
  show('lp update bad', await lawyer.from('lawyer_profiles').update({ years_experience: 71 }).eq('id', users.approvedLawyer.id).select());
  show('svc lp bad', await svc.from('lawyer_profiles').update({ approval_status: 'x' }).eq('id', users.approvedLawyer.id).select());
  show('complaint', await anon.from('complaints').insert({ email: 'not-an-email', phone_number: uniqueMobile(), complaint_text: 'x' }));
  show('search bad', await anon.rpc('search_lawyer_directory', { specialization: 'Space Law' }, { count: 'exact' }).order('rating', { ascending: false, nullsFirst: false }).order('id').range(0, 23));
  show('search ok', (await anon.rpc('search_lawyer_directory', { search: 'sharma', specialization: null, min_rating: null, min_experience: null, city: null }, { count: 'exact' }).order('rating', { ascending: false, nullsFirst: false }).order('id').range(0, 23)).count);
  show('svc count', (await svc.from('lawyer_profiles').select('id', { count: 'exact', head: true }).eq('approval_status', 'approved')));
});
