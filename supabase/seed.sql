-- NyayaConnect demo data. Runs once, as the database owner, on a fresh database after the
-- migrations. Profiles are created by the auth.users trigger, and lawyer_profiles.name is
-- copied from the profile by a trigger, so neither is written here.
--
-- Demo sign-in (every demo account shares one password): NyayaDemo#2026
--   client.demo@nyaya.test       Aarav Mehta     client
--   client2.demo@nyaya.test      Meera Pillai    client
--   lawyer.approved@nyaya.test   Priya Sharma    lawyer, approved
--   lawyer.pending@nyaya.test    Rohan Iyer      lawyer, pending review
--   lawyer.rejected@nyaya.test   Kavya Reddy     lawyer, rejected
--   lawyer.reverify@nyaya.test   Siddharth Rao   lawyer, asked to update details
--   lawyer.new@nyaya.test        Ananya Das      lawyer, verification not yet submitted
--   reviewer.demo@nyaya.test     Meera Iyer      staff: reviewer (verifications)
--   support.demo@nyaya.test      Rohan Das       staff: support (callbacks, complaints)
--   ops.demo@nyaya.test          Kavya Nair      staff: reviewer and support
-- The directory lawyers (*@lawyers.nyaya.test) and the clients who reviewed them
-- (*@clients.nyaya.test) have no password, so they cannot sign in with one.

-- ---------------------------------------------------------------------------
-- Demo accounts
-- ---------------------------------------------------------------------------
create temporary table seed_demo_accounts (
  id uuid primary key,
  email text not null,
  full_name text not null,
  role text not null,
  phone text not null
);

insert into seed_demo_accounts (id, email, full_name, role, phone) values
  ('d0000000-0000-4000-8000-000000000001', 'client.demo@nyaya.test',     'Aarav Mehta',   'client', '+919812345678'),
  ('d0000000-0000-4000-8000-000000000002', 'client2.demo@nyaya.test',    'Meera Pillai',  'client', '+919847012345'),
  ('d0000000-0000-4000-8000-000000000003', 'lawyer.approved@nyaya.test', 'Priya Sharma',  'lawyer', '+919811045672'),
  ('d0000000-0000-4000-8000-000000000004', 'lawyer.pending@nyaya.test',  'Rohan Iyer',    'lawyer', '+919845230918'),
  ('d0000000-0000-4000-8000-000000000005', 'lawyer.rejected@nyaya.test', 'Kavya Reddy',   'lawyer', '+919849561203'),
  ('d0000000-0000-4000-8000-000000000006', 'lawyer.reverify@nyaya.test', 'Siddharth Rao', 'lawyer', '+919820734561'),
  ('d0000000-0000-4000-8000-000000000007', 'lawyer.new@nyaya.test',      'Ananya Das',    'lawyer', '+919831276540'),
  -- Staff: an account's metadata never makes it staff; the capabilities below do
  -- (docs/product/ops-console.md).
  ('d0000000-0000-4000-8000-000000000008', 'reviewer.demo@nyaya.test',   'Meera Iyer',    'client', '+919876501234'),
  ('d0000000-0000-4000-8000-000000000009', 'support.demo@nyaya.test',    'Rohan Das',     'client', '+919876502345'),
  ('d0000000-0000-4000-8000-00000000000a', 'ops.demo@nyaya.test',        'Kavya Nair',    'client', '+919876503456');

-- ---------------------------------------------------------------------------
-- Clients whose completed consultations earned the directory lawyers their reviews (see
-- "Review history" below): no password, so they cannot sign in with one.
-- ---------------------------------------------------------------------------
create temporary table seed_clients (
  id uuid primary key,
  full_name text not null,
  email text not null,
  phone text not null
);

insert into seed_clients (id, full_name, email, phone) values
  ('30000000-0000-4000-8000-000000000001', 'Ishaan Kapoor', 'ishaan.kapoor@clients.nyaya.test', '+919700400001'),
  ('30000000-0000-4000-8000-000000000002', 'Ritika Sharma', 'ritika.sharma@clients.nyaya.test', '+919700400002'),
  ('30000000-0000-4000-8000-000000000003', 'Vivek Nair', 'vivek.nair@clients.nyaya.test', '+919700400003'),
  ('30000000-0000-4000-8000-000000000004', 'Pooja Iyer', 'pooja.iyer@clients.nyaya.test', '+919700400004'),
  ('30000000-0000-4000-8000-000000000005', 'Rahul Verma', 'rahul.verma@clients.nyaya.test', '+919700400005'),
  ('30000000-0000-4000-8000-000000000006', 'Sneha Joshi', 'sneha.joshi@clients.nyaya.test', '+919700400006'),
  ('30000000-0000-4000-8000-000000000007', 'Kabir Sethi', 'kabir.sethi@clients.nyaya.test', '+919700400007'),
  ('30000000-0000-4000-8000-000000000008', 'Tanvi Deshmukh', 'tanvi.deshmukh@clients.nyaya.test', '+919700400008'),
  ('30000000-0000-4000-8000-000000000009', 'Nikhil Bansal', 'nikhil.bansal@clients.nyaya.test', '+919700400009'),
  ('30000000-0000-4000-8000-000000000010', 'Aditi Rao', 'aditi.rao@clients.nyaya.test', '+919700400010'),
  ('30000000-0000-4000-8000-000000000011', 'Sandeep Yadav', 'sandeep.yadav@clients.nyaya.test', '+919700400011'),
  ('30000000-0000-4000-8000-000000000012', 'Farah Naqvi', 'farah.naqvi@clients.nyaya.test', '+919700400012'),
  ('30000000-0000-4000-8000-000000000013', 'Manoj Pillai', 'manoj.pillai@clients.nyaya.test', '+919700400013'),
  ('30000000-0000-4000-8000-000000000014', 'Lavanya Srinivasan', 'lavanya.srinivasan@clients.nyaya.test', '+919700400014'),
  ('30000000-0000-4000-8000-000000000015', 'Harsh Vardhan', 'harsh.vardhan@clients.nyaya.test', '+919700400015'),
  ('30000000-0000-4000-8000-000000000016', 'Neelam Chauhan', 'neelam.chauhan@clients.nyaya.test', '+919700400016'),
  ('30000000-0000-4000-8000-000000000017', 'Abhishek Dutta', 'abhishek.dutta@clients.nyaya.test', '+919700400017'),
  ('30000000-0000-4000-8000-000000000018', 'Swati Mishra', 'swati.mishra@clients.nyaya.test', '+919700400018'),
  ('30000000-0000-4000-8000-000000000019', 'Yusuf Ansari', 'yusuf.ansari@clients.nyaya.test', '+919700400019'),
  ('30000000-0000-4000-8000-000000000020', 'Keerthana Raman', 'keerthana.raman@clients.nyaya.test', '+919700400020'),
  ('30000000-0000-4000-8000-000000000021', 'Gaurav Mehra', 'gaurav.mehra@clients.nyaya.test', '+919700400021'),
  ('30000000-0000-4000-8000-000000000022', 'Priyanka Bose', 'priyanka.bose@clients.nyaya.test', '+919700400022'),
  ('30000000-0000-4000-8000-000000000023', 'Rakesh Choudhary', 'rakesh.choudhary@clients.nyaya.test', '+919700400023'),
  ('30000000-0000-4000-8000-000000000024', 'Anjali Menon', 'anjali.menon@clients.nyaya.test', '+919700400024'),
  ('30000000-0000-4000-8000-000000000025', 'Siddhant Jain', 'siddhant.jain@clients.nyaya.test', '+919700400025'),
  ('30000000-0000-4000-8000-000000000026', 'Mehak Arora', 'mehak.arora@clients.nyaya.test', '+919700400026'),
  ('30000000-0000-4000-8000-000000000027', 'Tenzing Norbu', 'tenzing.norbu@clients.nyaya.test', '+919700400027'),
  ('30000000-0000-4000-8000-000000000028', 'Shabnam Shaikh', 'shabnam.shaikh@clients.nyaya.test', '+919700400028'),
  ('30000000-0000-4000-8000-000000000029', 'Vinay Kulkarni', 'vinay.kulkarni@clients.nyaya.test', '+919700400029'),
  ('30000000-0000-4000-8000-000000000030', 'Roshni Thomas', 'roshni.thomas@clients.nyaya.test', '+919700400030'),
  ('30000000-0000-4000-8000-000000000031', 'Arvind Pandey', 'arvind.pandey@clients.nyaya.test', '+919700400031'),
  ('30000000-0000-4000-8000-000000000032', 'Bhavya Reddy', 'bhavya.reddy@clients.nyaya.test', '+919700400032'),
  ('30000000-0000-4000-8000-000000000033', 'Sameer Qureshi', 'sameer.qureshi@clients.nyaya.test', '+919700400033'),
  ('30000000-0000-4000-8000-000000000034', 'Nithya Ganesan', 'nithya.ganesan@clients.nyaya.test', '+919700400034'),
  ('30000000-0000-4000-8000-000000000035', 'Deepak Saini', 'deepak.saini@clients.nyaya.test', '+919700400035'),
  ('30000000-0000-4000-8000-000000000036', 'Jasleen Kaur', 'jasleen.kaur@clients.nyaya.test', '+919700400036');

-- ---------------------------------------------------------------------------
-- Directory lawyers: approved and listed, no password.
-- years_experience matches the enrolment year in bar_council_id; joined_days_ago dates the
-- account and the profile.
-- ---------------------------------------------------------------------------
create temporary table seed_directory_lawyers (
  id uuid primary key,
  full_name text not null,
  email text not null,
  phone text not null,
  bar_council_id text not null,
  years_experience integer not null,
  expertise_areas text[] not null,
  location text not null,
  hourly_rate integer,
  bio text,
  joined_days_ago integer not null
);

insert into seed_directory_lawyers
  (id, full_name, email, phone, bar_council_id, years_experience, expertise_areas, location,
   hourly_rate, bio, joined_days_ago)
values
  -- Delhi and the north
  ('10000000-0000-4000-8000-000000000001', 'Arjun Malhotra', 'arjun.malhotra@lawyers.nyaya.test', '+919811204536',
   'D/2210/2008', 18, array['Business Law', 'Tax Law'], 'Delhi High Court, Supreme Court of India',
   6000, 'Advises growing companies and start-ups on commercial contracts, shareholder disputes and income-tax appeals. Appears regularly before the Delhi High Court and the Supreme Court.', 712),
  ('10000000-0000-4000-8000-000000000002', 'Neha Kapoor', 'neha.kapoor@lawyers.nyaya.test', '+919810367412',
   'D/3345/2019', 7, array['Family Law', 'Criminal Law'], 'Delhi District Court',
   1800, 'Handles divorce, maintenance and bail matters at the Saket and Tis Hazari courts. Known for patient, practical advice to first-time litigants.', 455),
  ('10000000-0000-4000-8000-000000000003', 'Harpreet Kaur', 'harpreet.kaur@lawyers.nyaya.test', '+919815522307',
   'P/1187/2012', 14, array['Family Law', 'Property Law'], 'Punjab & Haryana High Court',
   3000, 'Practises in Chandigarh on matrimonial disputes, NRI marriages and ancestral property. Consults in Punjabi, Hindi and English.', 640),
  ('10000000-0000-4000-8000-000000000004', 'Gurpreet Singh Sandhu', 'gurpreet.sandhu@lawyers.nyaya.test', '+919814073319',
   'P/845/2004', 22, array['Criminal Law', 'Immigration Law'], 'Punjab & Haryana High Court, Delhi High Court',
   7500, 'Criminal trial and appellate counsel with two decades of bail and quashing practice. Also advises families on visa refusals and overseas-marriage disputes.', 698),
  ('10000000-0000-4000-8000-000000000005', 'Vikram Singh Rathore', 'vikram.rathore@lawyers.nyaya.test', '+919829145660',
   'R/1420/2010', 16, array['Property Law', 'Environmental Law'], 'Rajasthan High Court, Jaipur District Court',
   3500, 'Land revenue, title and conversion disputes across Rajasthan. Represents villages and small businesses in mining and pollution-control matters.', 601),
  ('10000000-0000-4000-8000-000000000006', 'Sunita Agarwal', 'sunita.agarwal@lawyers.nyaya.test', '+919415238804',
   'UP/3021/2006', 20, array['Family Law', 'Property Law'], 'Allahabad High Court, Lucknow District Court',
   3000, 'Twenty years of matrimonial and succession practice in Uttar Pradesh. Drafts wills and family settlements that keep disputes out of court.', 580),
  ('10000000-0000-4000-8000-000000000007', 'Mohammad Faisal Khan', 'faisal.khan@lawyers.nyaya.test', '+919839017526',
   'UP/5567/2015', 11, array['Criminal Law', 'Property Law'], 'Lucknow District Court, Allahabad High Court',
   2000, 'Defends clients in criminal trials and appeals and handles waqf and tenancy disputes in Lucknow.', 377),
  ('10000000-0000-4000-8000-000000000008', 'Ayesha Siddiqui', 'ayesha.siddiqui@lawyers.nyaya.test', '+919873402158',
   'D/4120/2021', 5, array['Family Law', 'Employment Law'], 'Delhi District Court',
   1500, 'Represents women in maintenance, domestic violence and workplace harassment cases. Offers consultations in Hindi, Urdu and English.', 264),
  ('10000000-0000-4000-8000-000000000009', 'Rajat Chaturvedi', 'rajat.chaturvedi@lawyers.nyaya.test', '+919810511047',
   'D/612/1996', 30, array['Criminal Law', 'Tax Law'], 'Supreme Court of India, Delhi High Court',
   10000, 'Senior counsel in white-collar crime, economic offences and tax prosecutions. Has argued before the Supreme Court for three decades.', 725),
  ('10000000-0000-4000-8000-000000000010', 'Shalini Bhatnagar', 'shalini.bhatnagar@lawyers.nyaya.test', '+919414360229',
   'R/3390/2017', 9, array['Family Law', 'Personal Injury'], 'Jaipur District Court',
   1200, 'Handles divorce, custody and motor accident claims before the Jaipur family courts and MACT.', 58),
  ('10000000-0000-4000-8000-000000000011', 'Aditya Tripathi', 'aditya.tripathi@lawyers.nyaya.test', '+919450773812',
   'UP/4455/2013', 13, array['Criminal Law', 'Employment Law'], 'Allahabad High Court',
   2000, 'Writ and service-law practitioner for government employees, with a steady criminal appeals practice.', 512),
  ('10000000-0000-4000-8000-000000000012', 'Manpreet Kaur Gill', 'manpreet.gill@lawyers.nyaya.test', '+919899215673',
   'D/2789/2016', 10, array['Immigration Law', 'Family Law'], 'Delhi High Court',
   4000, 'Advises on OCI cards, passport impounding, inter-country child custody and NRI divorces.', 433),
  ('10000000-0000-4000-8000-000000000013', 'Kunal Khanna', 'kunal.khanna@lawyers.nyaya.test', '+919717584430',
   'D/5102/2022', 4, array['Personal Injury'], 'Delhi District Court, Delhi High Court',
   1000, null, 190),
  ('10000000-0000-4000-8000-000000000014', 'Zoya Rizvi', 'zoya.rizvi@lawyers.nyaya.test', '+919936140287',
   'UP/8810/2024', 2, array['Family Law', 'Personal Injury'], 'Lucknow District Court',
   null, 'Young advocate assisting families with maintenance, guardianship and accident compensation claims in Lucknow.', 21),
  ('10000000-0000-4000-8000-000000000015', 'Amitabh Sinha', 'amitabh.sinha@lawyers.nyaya.test', '+919811836025',
   'D/980/1997', 29, array['Criminal Law', 'Environmental Law', 'Tax Law'], 'Supreme Court of India, Delhi High Court',
   9000, 'Former standing counsel who now appears in criminal, tax and environmental matters before the Supreme Court and the National Green Tribunal.', 690),
  ('10000000-0000-4000-8000-000000000016', 'Prakash Jha', 'prakash.jha@lawyers.nyaya.test', '+919868431790',
   'D/3980/2018', 8, array['Property Law', 'Criminal Law'], 'Delhi District Court',
   1200, 'Handles rent control, possession suits and criminal complaints arising out of property disputes in Delhi.', 318),

  -- Maharashtra, Gujarat and Madhya Pradesh
  ('10000000-0000-4000-8000-000000000017', 'Rustom Batliwala', 'rustom.batliwala@lawyers.nyaya.test', '+919820046518',
   'MAH/302/1991', 35, array['Tax Law'], 'Mumbai High Court, Supreme Court of India',
   10000, 'Senior tax counsel for family businesses and listed companies. Thirty-five years of income-tax, customs and GST litigation.', 730),
  ('10000000-0000-4000-8000-000000000018', 'Zenobia Irani', 'zenobia.irani@lawyers.nyaya.test', '+919821307764',
   'MAH/2231/2009', 17, array['Intellectual Property', 'Business Law'], 'Mumbai High Court',
   6500, 'Trademark, copyright and licensing work for brands, publishers and film producers. Handles oppositions and infringement suits in the Bombay High Court.', 615),
  ('10000000-0000-4000-8000-000000000019', 'Farhad Daruwala', 'farhad.daruwala@lawyers.nyaya.test', '+919833620145',
   'MAH/6120/2018', 8, array['Property Law', 'Personal Injury'], 'Mumbai District Court, Pune District Court',
   2500, 'Handles housing society, redevelopment and RERA complaints along with motor accident claims in Mumbai and Pune.', 349),
  ('10000000-0000-4000-8000-000000000020', 'Sneha Kulkarni', 'sneha.kulkarni@lawyers.nyaya.test', '+919822584306',
   'MAH/7345/2020', 6, array['Family Law', 'Employment Law'], 'Pune District Court',
   1500, 'Divorce by mutual consent, custody and POSH committee matters for Pune''s IT workforce. Consults in Marathi, Hindi and English.', 287),
  ('10000000-0000-4000-8000-000000000021', 'Aniket Deshpande', 'aniket.deshpande@lawyers.nyaya.test', '+919890163427',
   'MAH/5012/2014', 12, array['Business Law', 'Intellectual Property', 'Tax Law'], 'Pune District Court, Mumbai High Court',
   3500, 'Advises technology and manufacturing companies on contracts, trademarks and GST disputes.', 402),
  ('10000000-0000-4000-8000-000000000022', 'Rohit Patil', 'rohit.patil@lawyers.nyaya.test', '+919850472918',
   'MAH/6650/2017', 9, array['Employment Law', 'Criminal Law'], 'Pune District Court',
   2000, 'Represents employees in wrongful termination, unpaid salary and gratuity claims before the Pune labour courts.', 366),
  ('10000000-0000-4000-8000-000000000023', 'Gauri Joshi', 'gauri.joshi@lawyers.nyaya.test', '+919767230581',
   'MAH/8821/2023', 3, array['Property Law', 'Family Law'], 'Pune District Court',
   1000, null, 74),
  ('10000000-0000-4000-8000-000000000024', 'Hiral Patel', 'hiral.patel@lawyers.nyaya.test', '+919825364190',
   'G/2456/2016', 10, array['Tax Law', 'Business Law'], 'Ahmedabad District Court, Gujarat High Court',
   3000, 'GST, income-tax and company-law compliance for traders and MSMEs in Gujarat. Handles show-cause notices and appeals end to end.', 421),
  ('10000000-0000-4000-8000-000000000025', 'Jignesh Shah', 'jignesh.shah@lawyers.nyaya.test', '+919824017653',
   'G/987/2002', 24, array['Business Law', 'Property Law', 'Tax Law'], 'Gujarat High Court, Ahmedabad District Court',
   5000, 'Commercial litigation, land acquisition and partnership disputes for Gujarat''s textile and diamond trade.', 655),
  ('10000000-0000-4000-8000-000000000026', 'Bhavna Desai', 'bhavna.desai@lawyers.nyaya.test', '+919879502846',
   'G/3810/2019', 7, array['Family Law', 'Criminal Law'], 'Ahmedabad District Court',
   1200, 'Handles dowry harassment, domestic violence and maintenance cases in Ahmedabad.', 233),
  ('10000000-0000-4000-8000-000000000027', 'Imran Shaikh', 'imran.shaikh@lawyers.nyaya.test', '+919867214035',
   'MAH/4102/2011', 15, array['Criminal Law'], 'Mumbai District Court',
   2500, 'Criminal defence at the Esplanade and sessions courts, from bail hearings to trial.', 508),
  ('10000000-0000-4000-8000-000000000028', 'Chirag Parikh', 'chirag.parikh@lawyers.nyaya.test', '+919909381724',
   'G/4530/2021', 5, array['Environmental Law', 'Property Law'], 'Ahmedabad District Court',
   1500, 'Assists industrial units with pollution-control board consents and handles land title disputes around Ahmedabad.', 146),
  ('10000000-0000-4000-8000-000000000029', 'Anjali Saxena', 'anjali.saxena@lawyers.nyaya.test', '+919425107836',
   'MP/1998/2007', 19, array['Environmental Law', 'Property Law'], 'Madhya Pradesh High Court',
   3500, 'Public interest and environmental litigation in Madhya Pradesh, along with land acquisition compensation claims.', 566),
  ('10000000-0000-4000-8000-000000000030', 'Devendra Chouhan', 'devendra.chouhan@lawyers.nyaya.test', '+919826340517',
   'MP/905/2000', 26, array['Criminal Law', 'Employment Law'], 'Madhya Pradesh High Court',
   null, 'Criminal appeals and service matters at the Jabalpur bench for over twenty-five years.', 677),
  ('10000000-0000-4000-8000-000000000031', 'Fatima Lokhandwala', 'fatima.lokhandwala@lawyers.nyaya.test', '+919819452063',
   'MAH/5430/2015', 11, array['Intellectual Property', 'Business Law'], 'Mumbai High Court',
   5500, 'Brand protection, trademark oppositions and franchise agreements for consumer businesses.', 389),
  ('10000000-0000-4000-8000-000000000032', 'Joel D''Souza', 'joel.dsouza@lawyers.nyaya.test', '+919769015238',
   'MAH/4788/2013', 13, array['Immigration Law', 'Family Law'], 'Mumbai High Court, Mumbai District Court',
   3000, 'Advises seafarers and Gulf returnees on visas, overseas employment contracts and cross-border family matters.', 477),
  ('10000000-0000-4000-8000-000000000033', 'Sharon Fernandes', 'sharon.fernandes@lawyers.nyaya.test', '+919930628714',
   'MAH/8102/2022', 4, array['Personal Injury', 'Employment Law'], 'Mumbai District Court',
   1500, 'Pursues workplace injury and employee compensation claims for hospitality and construction workers.', 97),
  ('10000000-0000-4000-8000-000000000034', 'Mustafa Vohra', 'mustafa.vohra@lawyers.nyaya.test', '+919898240617',
   'G/3120/2013', 13, array['Criminal Law', 'Tax Law'], 'Ahmedabad District Court, Gujarat High Court',
   2500, 'Defends traders in cheque bounce, GST evasion and economic offence cases.', 455),

  -- The south
  ('10000000-0000-4000-8000-000000000035', 'Lakshmi Narayanan', 'lakshmi.narayanan@lawyers.nyaya.test', '+919840127835',
   'TN/1102/1998', 28, array['Family Law', 'Property Law'], 'Chennai High Court',
   5000, 'Partition suits, wills and Hindu succession disputes for families across Tamil Nadu. Known for negotiated settlements between siblings.', 704),
  ('10000000-0000-4000-8000-000000000036', 'Karthik Subramanian', 'karthik.subramanian@lawyers.nyaya.test', '+919884063219',
   'TN/2301/2005', 21, array['Tax Law', 'Intellectual Property', 'Business Law'], 'Chennai High Court, Supreme Court of India',
   8000, 'Tax and technology counsel to software exporters and automotive suppliers. Argues transfer-pricing and patent matters.', 642),
  ('10000000-0000-4000-8000-000000000037', 'Divya Raghavan', 'divya.raghavan@lawyers.nyaya.test', '+919790245186',
   'TN/5674/2020', 6, array['Family Law', 'Criminal Law'], 'Chennai District Court',
   1500, 'Family court practice in Chennai, with a focus on custody and maintenance for working mothers.', 212),
  ('10000000-0000-4000-8000-000000000038', 'Senthil Kumar Murugan', 'senthil.murugan@lawyers.nyaya.test', '+919443518720',
   'TN/3987/2012', 14, array['Criminal Law', 'Personal Injury', 'Property Law'], 'Chennai District Court, Chennai High Court',
   2000, 'Criminal trials, motor accident claims and land disputes. Consults in Tamil and English.', 533),
  ('10000000-0000-4000-8000-000000000039', 'Revathi Balasubramanian', 'revathi.balasubramanian@lawyers.nyaya.test', '+919940371526',
   'TN/4765/2017', 9, array['Employment Law', 'Environmental Law'], 'Chennai High Court',
   2500, 'Represents workers and residents'' associations in industrial disputes and coastal regulation zone cases.', 301),
  ('10000000-0000-4000-8000-000000000040', 'Mohammed Ashraf', 'mohammed.ashraf@lawyers.nyaya.test', '+919847230651',
   'K/1203/2010', 16, array['Immigration Law', 'Business Law'], 'Kerala High Court',
   3500, 'Helps Gulf-based Keralites with visas, overseas employment disputes and NRI business investments.', 588),
  ('10000000-0000-4000-8000-000000000041', 'Anu Mathew', 'anu.mathew@lawyers.nyaya.test', '+919895412370',
   'K/2290/2018', 8, array['Family Law', 'Personal Injury'], 'Kerala High Court',
   2000, 'Divorce under the Indian Divorce Act, custody and medical negligence claims in Kochi.', 329),
  ('10000000-0000-4000-8000-000000000042', 'George Varghese', 'george.varghese@lawyers.nyaya.test', '+919446102983',
   'K/402/1994', 32, array['Environmental Law', 'Property Law'], 'Kerala High Court, Supreme Court of India',
   7000, 'Senior advocate in forest, wetland and coastal land disputes. Appears for planters, panchayats and conservation groups.', 719),
  ('10000000-0000-4000-8000-000000000043', 'Nandini Rao', 'nandini.rao@lawyers.nyaya.test', '+919845601274',
   'KAR/2788/2016', 10, array['Intellectual Property', 'Business Law'], 'Karnataka High Court, Bangalore District Court',
   5000, 'Start-up counsel in Bengaluru: founder agreements, ESOPs, trademarks and software licensing.', 418),
  ('10000000-0000-4000-8000-000000000044', 'Suresh Gowda', 'suresh.gowda@lawyers.nyaya.test', '+919880253761',
   'KAR/1544/2007', 19, array['Property Law', 'Criminal Law'], 'Bangalore District Court',
   2500, 'Land title verification, BDA and BBMP disputes and criminal cases arising from property fraud.', 547),
  ('10000000-0000-4000-8000-000000000045', 'Shreya Hegde', 'shreya.hegde@lawyers.nyaya.test', '+919886740512',
   'KAR/4410/2021', 5, array['Employment Law', 'Intellectual Property'], 'Bangalore District Court, Karnataka High Court',
   2000, 'Advises tech employees on non-compete clauses, layoffs and ownership of side projects.', 133),
  ('10000000-0000-4000-8000-000000000046', 'Ramesh Iyengar', 'ramesh.iyengar@lawyers.nyaya.test', '+919844017395',
   'KAR/730/1999', 27, array['Tax Law', 'Business Law'], 'Bangalore District Court',
   4500, 'Chartered accountant turned advocate handling income-tax assessments, GST appeals and company-law matters.', 661),
  ('10000000-0000-4000-8000-000000000047', 'Deepa Krishnan', 'deepa.krishnan@lawyers.nyaya.test', '+919731582046',
   'KAR/6021/2025', 1, array['Family Law'], 'Bangalore District Court',
   800, 'Newly enrolled advocate assisting with family court filings, mediation and maintenance petitions in Bengaluru.', 12),
  ('10000000-0000-4000-8000-000000000048', 'Arvind Menon', 'arvind.menon@lawyers.nyaya.test', '+919961427053',
   'K/1876/2014', 12, array['Immigration Law', 'Employment Law'], 'Kerala High Court, Bangalore District Court',
   null, 'Work visas, emigration clearance and overseas recruitment complaints for nurses and engineers.', 395),
  ('10000000-0000-4000-8000-000000000049', 'Syed Abdul Rahman', 'syed.rahman@lawyers.nyaya.test', '+919849102735',
   'AP/1432/2003', 23, array['Criminal Law', 'Property Law'], 'Hyderabad District Court',
   3000, 'Criminal defence and old-city property disputes in Hyderabad. Consults in Urdu, Telugu and English.', 622),
  ('10000000-0000-4000-8000-000000000050', 'Sana Fatima Quadri', 'sana.quadri@lawyers.nyaya.test', '+919866205148',
   'TS/2210/2019', 7, array['Family Law', 'Immigration Law'], 'Hyderabad District Court',
   1800, 'Handles NRI marriage disputes, passport matters and maintenance claims for Hyderabad families.', 259),
  ('10000000-0000-4000-8000-000000000051', 'Venkatesh Reddy', 'venkatesh.reddy@lawyers.nyaya.test', '+919848361027',
   'AP/2790/2009', 17, array['Property Law', 'Business Law', 'Tax Law'], 'Hyderabad District Court',
   3500, 'Real estate transactions, joint development agreements and tax disputes for builders and landowners.', 574),
  ('10000000-0000-4000-8000-000000000052', 'Padmavathi Naidu', 'padmavathi.naidu@lawyers.nyaya.test', '+919885014623',
   'AP/1102/2001', 25, array['Family Law', 'Employment Law'], 'Hyderabad District Court',
   null, 'Matrimonial and service law practice spanning twenty-five years. Mediates family disputes before they reach trial.', 683),
  ('10000000-0000-4000-8000-000000000053', 'Sravani Kondapalli', 'sravani.kondapalli@lawyers.nyaya.test', '+919701362854',
   'TS/4632/2022', 4, array['Intellectual Property', 'Business Law'], 'Hyderabad District Court',
   1500, 'Trademark filings, copyright registrations and contract review for small businesses and creators.', 88),

  -- The east
  ('10000000-0000-4000-8000-000000000054', 'Sourav Banerjee', 'sourav.banerjee@lawyers.nyaya.test', '+919830152674',
   'WB/1320/2006', 20, array['Criminal Law', 'Business Law'], 'Kolkata High Court',
   4000, 'Commercial and criminal litigation at the Calcutta High Court, including cheque bounce and fraud cases.', 597),
  ('10000000-0000-4000-8000-000000000055', 'Moumita Chatterjee', 'moumita.chatterjee@lawyers.nyaya.test', '+919831407526',
   'WB/3567/2017', 9, array['Family Law', 'Property Law'], 'Kolkata District Court',
   1500, 'Divorce, custody and tenancy matters in the Alipore and City Civil courts.', 343),
  ('10000000-0000-4000-8000-000000000056', 'Debashish Mukherjee', 'debashish.mukherjee@lawyers.nyaya.test', '+919836021457',
   'WB/612/1995', 31, array['Tax Law', 'Business Law', 'Employment Law'], 'Kolkata High Court',
   6000, 'Senior counsel for tea, jute and engineering companies on tax, labour and corporate disputes.', 708),
  ('10000000-0000-4000-8000-000000000057', 'Rituparna Sen', 'rituparna.sen@lawyers.nyaya.test', '+919874530216',
   'WB/5210/2023', 3, array['Personal Injury', 'Family Law'], 'Kolkata District Court',
   1000, 'Handles accident compensation and family court matters in Kolkata. Consults in Bengali, Hindi and English.', 66),
  ('10000000-0000-4000-8000-000000000058', 'Anirban Ghosh', 'anirban.ghosh@lawyers.nyaya.test', '+919903264185',
   'WB/4102/2015', 11, array['Environmental Law', 'Criminal Law'], 'Kolkata District Court, Kolkata High Court',
   null, 'Pollution and wetland protection cases in the Sundarbans and East Kolkata, along with criminal defence work.', 411),
  ('10000000-0000-4000-8000-000000000059', 'Nasreen Ahmed', 'nasreen.ahmed@lawyers.nyaya.test', '+919732150468',
   'WB/2745/2011', 15, array['Family Law', 'Immigration Law'], 'Kolkata High Court',
   2500, 'Muslim personal law, guardianship and citizenship documentation matters.', 496),
  ('10000000-0000-4000-8000-000000000060', 'Subhashree Mohanty', 'subhashree.mohanty@lawyers.nyaya.test', '+919437218560',
   'WB/4890/2020', 6, array['Employment Law', 'Personal Injury'], 'Kolkata District Court',
   1200, null, 178),

  -- The northeast
  ('10000000-0000-4000-8000-000000000061', 'Pranjal Baruah', 'pranjal.baruah@lawyers.nyaya.test', '+919435017284',
   'AS/1520/2012', 14, array['Environmental Law', 'Personal Injury'], 'Supreme Court of India',
   null, 'Appears in flood, dam and forest-rights matters from the northeast before the Supreme Court.', 549),
  ('10000000-0000-4000-8000-000000000062', 'Lalrinpuii Ralte', 'lalrinpuii.ralte@lawyers.nyaya.test', '+919862045173',
   'D/4390/2020', 6, array['Immigration Law', 'Employment Law', 'Intellectual Property', 'Business Law'], 'Delhi High Court',
   2500, 'Advises small businesses and professionals from Mizoram and Delhi on contracts, trademarks, work permits and employment terms.', 241),
  ('10000000-0000-4000-8000-000000000063', 'Bidyarani Ningthoujam', 'bidyarani.ningthoujam@lawyers.nyaya.test', '+919612308457',
   'D/5610/2024', 2, array['Family Law', 'Personal Injury'], 'Delhi District Court',
   800, 'Assists families from the northeast living in Delhi with tenancy, family and accident matters.', 35),
  ('10000000-0000-4000-8000-000000000064', 'Akumla Longkumer', 'akumla.longkumer@lawyers.nyaya.test', '+919436230519',
   'D/3012/2016', 10, array['Environmental Law', 'Immigration Law'], 'Delhi High Court, Supreme Court of India',
   null, 'Works on customary land rights, Inner Line Permit questions and environmental clearances for projects in Nagaland.', 430),
  ('10000000-0000-4000-8000-000000000065', 'Rinchen Bhutia', 'rinchen.bhutia@lawyers.nyaya.test', '+919733082416',
   'SK/97/2014', 12, array['Environmental Law', 'Property Law'], 'Kolkata High Court',
   2000, 'Land and hydropower project disputes from Sikkim and the Darjeeling hills.', 384),
  ('10000000-0000-4000-8000-000000000066', 'Daniel Lyngdoh', 'daniel.lyngdoh@lawyers.nyaya.test', '+919863120754',
   'ML/212/2008', 18, array['Immigration Law', 'Criminal Law'], 'Supreme Court of India, Kolkata High Court',
   4500, 'Criminal appeals and citizenship and foreigners tribunal matters from Meghalaya and Assam.', 603),
  ('10000000-0000-4000-8000-000000000067', 'Dolly Gogoi', 'dolly.gogoi@lawyers.nyaya.test', '+919954301628',
   'D/5340/2022', 4, array['Family Law', 'Employment Law'], 'Delhi District Court',
   null, 'Handles family disputes and unpaid-salary claims for young professionals in Delhi.', 117);

-- ---------------------------------------------------------------------------
-- auth.users and auth.identities for every account. The demo password is hashed once.
-- Empty strings (not NULL) in the token columns are what the hosted Auth server expects.
-- ---------------------------------------------------------------------------
with demo_password as materialized (
  select extensions.crypt('NyayaDemo#2026', extensions.gen_salt('bf', 10)) as hash
),
accounts as (
  select a.id, a.email, a.full_name, a.role, a.phone, p.hash as encrypted_password, now() as created_at
    from seed_demo_accounts a
    cross join demo_password p
  union all
  select l.id, l.email, l.full_name, 'lawyer', l.phone, null, now() - make_interval(days => l.joined_days_ago)
    from seed_directory_lawyers l
  union all
  select c.id, c.email, c.full_name, 'client', c.phone, null, now() - interval '800 days'
    from seed_clients c
)
insert into auth.users (
  id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  id, 'authenticated', 'authenticated', email, encrypted_password, created_at,
  '', '', '', '',
  '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
  -- Every account agreed to the current privacy notice and terms when it signed up.
  jsonb_build_object('full_name', full_name, 'role', role, 'phone', phone,
                     'consent', (select jsonb_object_agg(document, version)
                                   from private.current_legal_notices)),
  created_at, created_at
from accounts
order by id;

-- Hosted Supabase Auth finds users by instance_id (the nil UUID); set it where that column exists.
do $$
begin
  if exists (
    select 1 from information_schema.columns
     where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id'
  ) then
    execute $sql$
      update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
       where instance_id is null
         and (id in (select id from seed_demo_accounts) or id in (select id from seed_directory_lawyers)
              or id in (select id from seed_clients))
    $sql$;
  end if;
end
$$;

insert into auth.identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at)
select
  u.id, u.id, 'email', u.id::text,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  u.created_at, u.created_at
from auth.users u
where u.id in (select id from seed_demo_accounts)
   or u.id in (select id from seed_directory_lawyers)
   or u.id in (select id from seed_clients)
order by u.id;

-- Staff capabilities of the demo staff accounts (the operator grants them with `npm run staff`).
insert into private.staff_capabilities (user_id, capability) values
  ('d0000000-0000-4000-8000-000000000008', 'reviewer'),
  ('d0000000-0000-4000-8000-000000000009', 'support'),
  ('d0000000-0000-4000-8000-00000000000a', 'reviewer'),
  ('d0000000-0000-4000-8000-00000000000a', 'support');

-- ---------------------------------------------------------------------------
-- Lawyer profiles: the demo lawyers in each review state (Ananya Das has not submitted
-- one yet), then the directory.
-- ---------------------------------------------------------------------------
insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio,
   approval_status, hourly_rate, languages, created_at)
values
  ('d0000000-0000-4000-8000-000000000003', 'D/1487/2014', 12, array['Family Law', 'Property Law'],
   'Delhi High Court',
   'Family and property lawyer at the Delhi High Court. Handles divorce, custody and maintenance, and partition and title disputes over family property in Delhi NCR.',
   'approved', 2500, array['en', 'hi', 'mr'], now()),
  ('d0000000-0000-4000-8000-000000000004', 'KAR/3312/2020', 6, array['Business Law', 'Employment Law'],
   'Bangalore District Court, Karnataka High Court',
   'Advises Bengaluru start-ups and their employees on contracts, ESOPs and termination disputes.',
   'pending', 1500, array['en', 'kn', 'ta'], now()),
  ('d0000000-0000-4000-8000-000000000005', 'TS/1024/2023', 3, array['Criminal Law'],
   'Hyderabad District Court',
   'Criminal defence and bail applications before the Hyderabad courts.',
   'rejected', 1000, array['en', 'te', 'hi'], now()),
  ('d0000000-0000-4000-8000-000000000006', 'MAH/4471/2017', 9, array['Tax Law', 'Business Law'],
   'Mumbai High Court, Mumbai District Court',
   'GST and income-tax disputes for traders and small manufacturers in Mumbai.',
   'reverify', 3000, array['en', 'hi', 'mr', 'gu'], now());

-- What the reviewers told the two lawyers they turned back; each reads it on their dashboard.
update public.lawyer_profiles
   set review_note = 'We could not find TS/1024/2023 on the Telangana State Bar Council roll. '
                     'Please check the number on your enrolment certificate and resubmit.'
 where id = 'd0000000-0000-4000-8000-000000000005';
update public.lawyer_profiles
   set review_note = 'Please add the Supreme Court of India if you appear there, as you said on '
                     'our call, and update your years of experience.'
 where id = 'd0000000-0000-4000-8000-000000000006';

-- The languages each directory lawyer consults in: English, Hindi across the north, west, east
-- and the Deccan, and the language of the region of their first court; the bios that name
-- their languages are followed as written.
insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio,
   approval_status, hourly_rate, languages, created_at)
select
  id, bar_council_id, years_experience, expertise_areas, location, bio,
  'approved', hourly_rate,
  case
    when id = '10000000-0000-4000-8000-000000000008' then array['hi', 'ur', 'en']
    when id = '10000000-0000-4000-8000-000000000049' then array['ur', 'te', 'en']
    when id = '10000000-0000-4000-8000-000000000038' then array['ta', 'en']
    else case split_part(split_part(location, ', ', 1), ' ', 1)
      when 'Punjab' then array['en', 'hi', 'pa']
      when 'Mumbai' then array['en', 'hi', 'mr']
      when 'Pune' then array['en', 'mr', 'hi']
      when 'Kolkata' then array['en', 'bn', 'hi']
      when 'Chennai' then array['en', 'ta']
      when 'Hyderabad' then array['en', 'te', 'hi']
      when 'Bangalore' then array['en', 'kn', 'hi']
      when 'Karnataka' then array['en', 'kn', 'hi']
      when 'Kerala' then array['en', 'ml']
      when 'Gujarat' then array['en', 'gu', 'hi']
      when 'Ahmedabad' then array['en', 'gu', 'hi']
      else array['en', 'hi']
    end
  end,
  now() - make_interval(days => joined_days_ago)
from seed_directory_lawyers
order by id;

-- ---------------------------------------------------------------------------
-- Consultation requests from the demo clients. Open requests have no lawyer; a scheduled one
-- says when the meeting is (11:00 India time, three days from seeding).
-- ---------------------------------------------------------------------------
insert into public.consultation_requests
  (id, client_id, lawyer_id, service_type, description, location, phone, status, scheduled_for,
   created_at)
values
  -- Open to any approved lawyer
  ('20000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', null,
   'Property Law',
   'The builder of our flat in Sector 150, Gurugram, promised possession in 2022 and has still not handed it over. We have paid 90% of the price. I want to know whether to file a RERA complaint or approach the consumer commission, and whether we can claim interest for the delay.',
   'Gurugram, Haryana', '+919812345678', 'pending', null, now() - interval '2 days 4 hours'),
  ('20000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', null,
   'Family Law',
   'My husband and I have lived separately for over a year and both want a divorce by mutual consent. We have a six-year-old daughter. I need help drafting the settlement on custody, visitation and her school fees, and an idea of how long the process takes in Kochi.',
   'Kochi, Kerala', '9847012345', 'pending', null, now() - interval '1 day 2 hours'),
  ('20000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000001', null,
   'Business Law',
   'A distributor gave my company a cheque for Rs 4,80,000 that bounced with "funds insufficient". The bank memo is dated three weeks ago. I need a legal notice under Section 138 of the Negotiable Instruments Act sent in time and advice on filing the complaint if he does not pay.',
   'New Delhi', null, 'pending', null, now() - interval '5 days 6 hours'),
  ('20000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', null,
   'Tax Law',
   'My small catering business received a GST show-cause notice demanding Rs 2.3 lakh for a mismatch between GSTR-1 and GSTR-3B for 2023-24. The reply is due in 30 days. I need someone to review the notice and draft the reply.',
   null, '+919847012345', 'pending', null, now() - interval '3 days 1 hour'),
  ('20000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000001', null,
   'Intellectual Property',
   'We sell organic tea online under our own brand. A bigger company has filed a trademark application for a nearly identical name in the same class. I want to file an opposition before the four-month window closes.',
   'Bengaluru', '9876543210', 'pending', null, now() - interval '4 days 8 hours'),

  -- Addressed to Priya Sharma and waiting for her
  ('20000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003',
   'Family Law',
   'My former husband has stopped paying the monthly maintenance ordered by the family court at Saket six months ago. I want to know how to enforce the order and whether I can also seek an increase for our son''s school expenses.',
   'Saket, New Delhi', '+919847012345', 'pending', null, now() - interval '3 hours'),

  -- Priya Sharma's cases
  ('20000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003',
   'Property Law',
   'My late grandfather''s house in Karol Bagh is jointly owned by my father and his three siblings. One uncle has rented out the ground floor without consent and keeps the rent. We want a partition of the property and our share of the rent.',
   'New Delhi', '+919812345678', 'assigned', null, now() - interval '8 days 5 hours'),
  ('20000000-0000-4000-8000-000000000008', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003',
   'Family Law',
   'My sister wants to move back to Delhi with her two children after leaving her husband in Noida. She needs interim custody and protection under the Domestic Violence Act. First meeting to go through the documents.',
   'Noida, Uttar Pradesh', '9847012345', 'scheduled',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '3 days 11 hours')
     at time zone 'Asia/Kolkata',
   now() - interval '12 days 2 hours'),
  ('20000000-0000-4000-8000-000000000009', 'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003',
   'Property Law',
   'Our tenant in Lajpat Nagar has not paid rent for eight months and refuses to vacate after the lease expired. We need an eviction notice and advice on a petition before the Rent Controller.',
   'Lajpat Nagar, New Delhi', '+919812345678', 'completed',
   -- A case is completed once its meeting has started (ADR 0020).
   (date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '20 days' + interval '11 hours')
     at time zone 'Asia/Kolkata',
   now() - interval '27 days 6 hours'),

  -- Withdrawn by the client
  ('20000000-0000-4000-8000-000000000010', 'd0000000-0000-4000-8000-000000000002', null,
   'Immigration Law',
   'My husband''s UK spouse visa was refused and we wanted to understand the appeal options. We have since decided to reapply with fresh documents, so this is no longer needed.',
   null, null, 'cancelled', null, now() - interval '20 days 3 hours'),

  -- Accepted by another lawyer
  ('20000000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000022',
   'Employment Law',
   'My brother was dismissed from an IT company in Hinjewadi without notice or an inquiry, two weeks after he raised a complaint about unpaid overtime. His full and final settlement is also withheld. He wants to challenge the termination.',
   'Pune, Maharashtra', '9890123456', 'assigned', null, now() - interval '6 days 7 hours');


-- ---------------------------------------------------------------------------
-- Review history (docs/product/reviews.md): every rating the directory shows is the average
-- of reviews of completed consultations, computed by the database. Each lawyer's reviews are
-- listed oldest first as stars; the client, the matter and the dates follow from the position,
-- so the seed is the same on every reset. Lawyers with fewer than 3 reviews show "New".
-- ---------------------------------------------------------------------------
create temporary table seed_review_stars (
  lawyer_id uuid primary key,
  stars text not null
);

insert into seed_review_stars (lawyer_id, stars) values
  ('d0000000-0000-4000-8000-000000000003', '5 5 4 5 5 4 5 4 5'),  -- Priya Sharma
('10000000-0000-4000-8000-000000000001', '5 5 5 5 5 5 4 4 4 4'),  -- Arjun Malhotra
  ('10000000-0000-4000-8000-000000000002', '5 5 3 4'),  -- Neha Kapoor
  ('10000000-0000-4000-8000-000000000003', '4 5 5 5 5 3'),  -- Harpreet Kaur
  ('10000000-0000-4000-8000-000000000004', '4 4 5 5 5 5 5 5 5 5 5'),  -- Gurpreet Singh Sandhu
  ('10000000-0000-4000-8000-000000000005', '3 4 4 4 5 5'),  -- Vikram Singh Rathore
  ('10000000-0000-4000-8000-000000000006', '5 5 5 5 3 4 4 4'),  -- Sunita Agarwal
  ('10000000-0000-4000-8000-000000000007', '5 5 3 3 3 4 4 4 4 4 4'),  -- Mohammad Faisal Khan
  ('10000000-0000-4000-8000-000000000008', '4 4 4 4 4 5 5 5 3 3'),  -- Ayesha Siddiqui
  ('10000000-0000-4000-8000-000000000009', '4 5 5 5 5 5 5 5 5 5 5'),  -- Rajat Chaturvedi
  ('10000000-0000-4000-8000-000000000010', '5 4'),  -- Shalini Bhatnagar
  ('10000000-0000-4000-8000-000000000011', '5 5 3 3 3 3 4 4 4 4 4'),  -- Aditya Tripathi
  ('10000000-0000-4000-8000-000000000012', '5 5 5 5 5 5 5 5 5 3 4 4 4'),  -- Manpreet Kaur Gill
  ('10000000-0000-4000-8000-000000000013', '2 5 5 5 5 3 3 3 3 3 3 3'),  -- Kunal Khanna
  ('10000000-0000-4000-8000-000000000014', ''),  -- Zoya Rizvi
  ('10000000-0000-4000-8000-000000000015', '3 5 5 5 5 5 5 5'),  -- Amitabh Sinha
  ('10000000-0000-4000-8000-000000000016', '3 3 3 4 4 4 2 2 2'),  -- Prakash Jha
  ('10000000-0000-4000-8000-000000000017', '5 5 5 5 5 5 5 5 5 5 5 4'),  -- Rustom Batliwala
  ('10000000-0000-4000-8000-000000000018', '4 4 5 5 5 5'),  -- Zenobia Irani
  ('10000000-0000-4000-8000-000000000019', '4 4 4 4 4 5 5 5 5 3 3 3 3'),  -- Farhad Daruwala
  ('10000000-0000-4000-8000-000000000020', '4 4 4 5 5'),  -- Sneha Kulkarni
  ('10000000-0000-4000-8000-000000000021', '5 5 5 5 3 3'),  -- Aniket Deshpande
  ('10000000-0000-4000-8000-000000000022', '5 5 5 5 5 3 3 3 4'),  -- Rohit Patil
  ('10000000-0000-4000-8000-000000000023', '4'),  -- Gauri Joshi
  ('10000000-0000-4000-8000-000000000024', '4 4 4 4 5 5 5 5'),  -- Hiral Patel
  ('10000000-0000-4000-8000-000000000025', '4 4 4 5 5 5 5 5'),  -- Jignesh Shah
  ('10000000-0000-4000-8000-000000000026', '5 4 2'),  -- Bhavna Desai
  ('10000000-0000-4000-8000-000000000027', '5 5 3 4 4 4 4'),  -- Imran Shaikh
  ('10000000-0000-4000-8000-000000000028', '4 4 4 4 4 4 4 2 2 2 3'),  -- Chirag Parikh
  ('10000000-0000-4000-8000-000000000029', '4 5 5 5 5 5 3 3'),  -- Anjali Saxena
  ('10000000-0000-4000-8000-000000000030', '3 3 3 3 4 4 4 4 4 5 5 5 5'),  -- Devendra Chouhan
  ('10000000-0000-4000-8000-000000000031', '5 5 5 5 5 5 5 5 4 4'),  -- Fatima Lokhandwala
  ('10000000-0000-4000-8000-000000000032', '5 5 5 3 3 4'),  -- Joel D'Souza
  ('10000000-0000-4000-8000-000000000033', '3 5'),  -- Sharon Fernandes
  ('10000000-0000-4000-8000-000000000034', '4 4 4 5 3'),  -- Mustafa Vohra
  ('10000000-0000-4000-8000-000000000035', '4 4 5 5 5 5 5'),  -- Lakshmi Narayanan
  ('10000000-0000-4000-8000-000000000036', '5 5 5 5 5 5 5 5 5 5 5 5 5 4 4 4'),  -- Karthik Subramanian
  ('10000000-0000-4000-8000-000000000037', '5 5 5 5 3 3 3 3 4 4 4 4 4'),  -- Divya Raghavan
  ('10000000-0000-4000-8000-000000000038', '4 4 5 5 3 3 3'),  -- Senthil Kumar Murugan
  ('10000000-0000-4000-8000-000000000039', '4 5 5 3'),  -- Revathi Balasubramanian
  ('10000000-0000-4000-8000-000000000040', '3 4 5 5 5 5'),  -- Mohammed Ashraf
  ('10000000-0000-4000-8000-000000000041', '5 5 5 5 5 3 3 3 3 4 4 4 4'),  -- Anu Mathew
  ('10000000-0000-4000-8000-000000000042', '5 5 5 5 5 5 5 5 5 3 4 4 4'),  -- George Varghese
  ('10000000-0000-4000-8000-000000000043', '4 5 5'),  -- Nandini Rao
  ('10000000-0000-4000-8000-000000000044', '4 4 5 5 3 3'),  -- Suresh Gowda
  ('10000000-0000-4000-8000-000000000045', ''),  -- Shreya Hegde
  ('10000000-0000-4000-8000-000000000046', '5 5 5 5 5 5 5 5 5 5 5 3 3 3 4 4 4'),  -- Ramesh Iyengar
  ('10000000-0000-4000-8000-000000000047', '4'),  -- Deepa Krishnan
  ('10000000-0000-4000-8000-000000000048', '4 4 4 4 5 3 3 3'),  -- Arvind Menon
  ('10000000-0000-4000-8000-000000000049', '4 4 4 4 4 4 4 4 5 5 5 5 5 5 5 3 3'),  -- Syed Abdul Rahman
  ('10000000-0000-4000-8000-000000000050', '3 3 4 4 4 4 4 4 5 5 5 5 5'),  -- Sana Fatima Quadri
  ('10000000-0000-4000-8000-000000000051', '5 5 5 3 3 4 4'),  -- Venkatesh Reddy
  ('10000000-0000-4000-8000-000000000052', '5 5 5 5 5 5 5 5 5 3 3 4'),  -- Padmavathi Naidu
  ('10000000-0000-4000-8000-000000000053', '5 3 3 3'),  -- Sravani Kondapalli
  ('10000000-0000-4000-8000-000000000054', '4 4 4 4 4 4 5 5 5 5 5 5 5 5 5 3 3'),  -- Sourav Banerjee
  ('10000000-0000-4000-8000-000000000055', '3 3 4 4 4 5 5'),  -- Moumita Chatterjee
  ('10000000-0000-4000-8000-000000000056', '5 5 5 5 5 5 5 5 5 5 5 5 5 3 3 4'),  -- Debashish Mukherjee
  ('10000000-0000-4000-8000-000000000057', '2 2 2 5 3 3 3 3 4 4 4'),  -- Rituparna Sen
  ('10000000-0000-4000-8000-000000000058', '4 4 4 4 4 2 5 5 5 5 3 3 3'),  -- Anirban Ghosh
  ('10000000-0000-4000-8000-000000000059', '4 4 5 5 5 5 5 5 3 3 3'),  -- Nasreen Ahmed
  ('10000000-0000-4000-8000-000000000060', '3 5'),  -- Subhashree Mohanty
  ('10000000-0000-4000-8000-000000000061', '5 5 5 3 4 4 4 4 4'),  -- Pranjal Baruah
  ('10000000-0000-4000-8000-000000000062', '5 5 5 5 3 4 4'),  -- Lalrinpuii Ralte
  ('10000000-0000-4000-8000-000000000063', '4 2 5 3 3 3 3'),  -- Bidyarani Ningthoujam
  ('10000000-0000-4000-8000-000000000064', '4 5 5 5 5 5 5 5 3 3'),  -- Akumla Longkumer
  ('10000000-0000-4000-8000-000000000065', '4'),  -- Rinchen Bhutia
  ('10000000-0000-4000-8000-000000000066', '5 5 5 3 3 4 4'),  -- Daniel Lyngdoh
  ('10000000-0000-4000-8000-000000000067', '5 5 3 3 3 3 4 4');  -- Dolly Gogoi

-- What each consultation was about, by specialization.
create temporary table seed_matters (
  service_type text primary key,
  description text not null
);

insert into seed_matters (service_type, description) values
  ('Property Law', 'Our neighbour has built a wall two feet into our plot. The boundary in the sale deed and the revenue map differ, and we want to know whether to seek a fresh demarcation or file a suit for possession.'),
  ('Family Law', 'My husband and I have lived apart for two years. I want to understand my options for divorce, maintenance for me and our son, and how custody is decided.'),
  ('Criminal Law', 'My brother has been named in an FIR after a fight at a wedding. He was not present when it started. We need advice on anticipatory bail and what to expect from the police.'),
  ('Business Law', 'A supplier has not delivered goods we paid for in advance under a purchase order and now ignores our calls. We want to send a legal notice and recover the advance.'),
  ('Employment Law', 'My employer terminated me by e-mail without notice pay and is holding back my gratuity and experience letter. I want to know what I can claim and where.'),
  ('Immigration Law', 'My parents'' visitor visa application was refused and the letter gives a vague reason. We want to know whether to reapply and what documents would help.'),
  ('Personal Injury', 'My father was hit by a speeding car while crossing the road and was in hospital for three weeks. We want to file a claim before the Motor Accident Claims Tribunal.'),
  ('Tax Law', 'I received an income-tax notice about cash deposits made during the sale of our ancestral land. I need help replying with the right documents before the deadline.'),
  ('Intellectual Property', 'Another shop in our market has started selling sweets in boxes that copy our brand name and colours. We want to stop them and protect our trademark.'),
  ('Environmental Law', 'A stone-crushing unit next to our village runs through the night and the dust has covered our fields. We want to complain to the pollution control board and, if needed, the NGT.');

-- Words some clients left: for a good consultation (by specialization), a mixed one, a poor one.
create temporary table seed_review_words (
  kind text not null,
  service_type text,
  variant integer not null,
  body text not null
);

insert into seed_review_words (kind, service_type, variant, body) values
  ('good', 'Property Law', 0, 'Went through every page of the sale deed and the mutation records before giving an opinion. Now I know exactly what to ask the sub-registrar''s office for.'),
  ('good', 'Property Law', 1, 'Explained the difference between a civil suit and a complaint to the revenue officer, and was honest that mediation would be quicker for our family.'),
  ('good', 'Family Law', 0, 'Patient and practical. I was nervous about the family court, and after one hour I understood the steps, the likely timeline and what to collect.'),
  ('good', 'Family Law', 1, 'Drafted our mutual-consent settlement on maintenance and our daughter''s school fees quickly, and explained each clause in Hindi.'),
  ('good', 'Criminal Law', 0, 'Explained the bail process clearly and told us which documents to keep ready. Calm advice when our family was very worried.'),
  ('good', 'Criminal Law', 1, 'Read the FIR and the charge sheet carefully and gave a straight answer on our chances. No false promises.'),
  ('good', 'Business Law', 0, 'The legal notice went out the same week and the supplier paid back most of the advance within a month.'),
  ('good', 'Business Law', 1, 'Reviewed our distribution agreement line by line and pointed out two clauses that would have hurt us later.'),
  ('good', 'Employment Law', 0, 'Helped me draft a reply to the termination letter and explained how gratuity is calculated. The company released my dues soon after.'),
  ('good', 'Employment Law', 1, 'Knew the Shops and Establishments rules well and told me honestly which claims were worth pursuing.'),
  ('good', 'Immigration Law', 0, 'Went through the refusal letter and our documents and told us exactly what was missing. The second application was approved.'),
  ('good', 'Immigration Law', 1, 'Clear, organised advice on the OCI paperwork, with a checklist I could follow on my own.'),
  ('good', 'Personal Injury', 0, 'Explained how compensation is worked out at the tribunal and helped us gather the hospital bills and the FIR copy.'),
  ('good', 'Personal Injury', 1, 'Kind and thorough with my mother, who was still recovering. Filed the claim petition without delay.'),
  ('good', 'Tax Law', 0, 'Sorted out the notice with a well-documented reply. Explained the capital gains position in simple words.'),
  ('good', 'Tax Law', 1, 'Knew the GST portal and the appeal timelines inside out. Our reply was filed well before the due date.'),
  ('good', 'Intellectual Property', 0, 'Advised us to file the trademark in two classes and sent a firm cease-and-desist notice. The copying shop changed its packaging.'),
  ('good', 'Intellectual Property', 1, 'Explained what a trademark search shows and what it does not. Very clear on costs from the start.'),
  ('good', 'Environmental Law', 0, 'Helped our village put together photographs and medical records for the complaint. The unit now stops work at night.'),
  ('good', 'Environmental Law', 1, 'Explained when to go to the pollution control board and when to approach the NGT. Practical and well prepared.'),
  ('mixed', null, 0, 'Good knowledge of the law, but the consultation started late and felt rushed at the end.'),
  ('mixed', null, 1, 'Useful advice overall, though I had to follow up twice to get the draft I was promised.'),
  ('mixed', null, 2, 'Answered my questions, but I expected more clarity on the likely costs of going to court.'),
  ('poor', null, 0, 'The meeting was short and I did not come away with a clear next step.'),
  ('poor', null, 1, 'Did not seem to have read the documents I had sent before the call.');

create temporary table seed_history as
with lawyers as (
  select s.lawyer_id, s.stars, (row_number() over (order by s.lawyer_id))::integer as position,
         p.expertise_areas,
         coalesce(dl.joined_days_ago, 150) as age_days
    from seed_review_stars s
    join public.lawyer_profiles p on p.id = s.lawyer_id
    left join seed_directory_lawyers dl on dl.id = s.lawyer_id
),
clients as (
  select c.id, (row_number() over (order by c.id))::integer - 1 as position
    from seed_clients c
),
reviews as (
  select l.lawyer_id, l.position as lawyer_position, l.expertise_areas, l.age_days,
         star.value::smallint as stars, star.k::integer as k,
         pg_catalog.cardinality(pg_catalog.string_to_array(l.stars, ' ')) as n
    from lawyers l
    cross join lateral unnest(pg_catalog.string_to_array(nullif(l.stars, ''), ' '))
      with ordinality as star (value, k)
),
dated as (
  select r.*,
         (row_number() over (order by r.lawyer_id, r.k))::integer as number,
         r.expertise_areas[1 + (r.k % pg_catalog.cardinality(r.expertise_areas))] as service_type,
         -- Oldest first, spread over the lawyer's time with us, the newest 3 or more days ago.
         (pg_catalog.date_trunc('day', now() at time zone 'Asia/Kolkata')
            - make_interval(days => 3 + ((r.age_days - 6) * (r.n - r.k + 1)) / (r.n + 1))
            + make_interval(hours => 10 + r.k % 7))
           at time zone 'Asia/Kolkata' as meeting_at
    from reviews r
)
select ('40000000-0000-4000-8000-' || lpad(d.number::text, 12, '0'))::uuid as request_id,
       ('50000000-0000-4000-8000-' || lpad(d.number::text, 12, '0'))::uuid as review_id,
       d.lawyer_id, c.id as client_id, d.service_type, d.stars, d.k, d.meeting_at,
       case
         when (d.lawyer_position + d.k) % 3 <> 0 then null
         when d.stars >= 4 then
           (select w.body from seed_review_words w
             where w.kind = 'good' and w.service_type = d.service_type
               and w.variant = (d.lawyer_position + d.k) % 2)
         when d.stars = 3 then
           (select w.body from seed_review_words w
             where w.kind = 'mixed' and w.variant = (d.lawyer_position + d.k) % 3)
         else
           (select w.body from seed_review_words w
             where w.kind = 'poor' and w.variant = (d.lawyer_position + d.k) % 2)
       end as body
  from dated d
  join clients c on c.position = (d.lawyer_position * 11 + d.k * 7) % 36;

insert into public.consultation_requests
  (id, client_id, lawyer_id, service_type, description, location, phone, status, scheduled_for,
   created_at)
select h.request_id, h.client_id, h.lawyer_id, h.service_type, m.description, null, null,
       'completed', h.meeting_at, h.meeting_at - interval '2 days 3 hours'
  from seed_history h
  join seed_matters m on m.service_type = h.service_type
 order by h.request_id;

-- One statement: the rating triggers refresh each lawyer once.
insert into public.lawyer_reviews
  (id, request_id, lawyer_id, client_id, rating, body, reviewer_name, created_at)
select h.review_id, h.request_id, h.lawyer_id, h.client_id, h.stars, h.body,
       private.reviewer_name(c.full_name),
       h.meeting_at + make_interval(hours => 20 + (h.k * 5) % 9)
  from seed_history h
  join seed_clients c on c.id = h.client_id
 order by h.review_id;

-- Priya Sharma's reviews in the clients' own words, and her one public reply.
update public.lawyer_reviews r
   set body = w.body
  from seed_history h,
       (values
         (2, 'She explained the difference between a mutual-consent divorce and a contested petition in plain Hindi and English, and drafted our settlement on alimony and the flat in Dwarka within a week. The six-month waiting period was waived at the first motion.'),
         (3, 'Clear about her fees from the first call. She went through the sale deed and mutation records of my father''s plot in Ghaziabad and told me honestly that a partition suit would take years; we settled with my cousins instead.'),
         (6, 'Helped my mother get interim maintenance from the family court at Saket. Always replied to messages within a day.'),
         (8, 'Good advice on the custody arrangement for our son, though the first meeting started about thirty minutes late.'))
         as w (k, body)
 where h.lawyer_id = 'd0000000-0000-4000-8000-000000000003'
   and h.k = w.k
   and r.id = h.review_id;

update public.lawyer_reviews r
   set reply = 'Thank you. I am glad the settlement gave you both a clean start, and I wish you and your family well.',
       replied_at = r.created_at + interval '1 day 2 hours'
  from seed_history h
 where h.lawyer_id = 'd0000000-0000-4000-8000-000000000003'
   and h.k = 2
   and r.id = h.review_id;

-- The support team's queue: Meera Pillai (client2.demo) has reported one of Priya Sharma's
-- reviews, still open.
insert into public.review_reports (review_id, reporter_id, reason, created_at)
select h.review_id, 'd0000000-0000-4000-8000-000000000002',
       'I have had a consultation with her and the meeting started on time. I do not think this reviewer is describing her.',
       now() - interval '5 hours'
  from seed_history h
 where h.lawyer_id = 'd0000000-0000-4000-8000-000000000003'
   and h.k = 8;

-- And one review the team hid: an advertisement, not an account of a consultation. It was
-- reported, support.demo hid it (the audit trail says so), and it counts in no average.
insert into public.consultation_requests
  (id, client_id, lawyer_id, service_type, description, location, phone, status, scheduled_for,
   created_at)
values
  ('40000000-0000-4000-8000-000000009001', '30000000-0000-4000-8000-000000000036',
   'd0000000-0000-4000-8000-000000000003', 'Property Law',
   'I want to know how to get my name added to the khata of a flat my late father bought in Rohini.',
   null, null, 'completed',
   (pg_catalog.date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '40 days 13 hours')
     at time zone 'Asia/Kolkata',
   now() - interval '43 days');

insert into public.lawyer_reviews
  (id, request_id, lawyer_id, client_id, rating, body, reviewer_name, created_at, hidden_at,
   hidden_reason)
select '50000000-0000-4000-8000-000000009001', '40000000-0000-4000-8000-000000009001',
       'd0000000-0000-4000-8000-000000000003', c.id, 1,
       'Do not waste your money here. Call the number on our website for a lawyer who gets results in a week.',
       private.reviewer_name(c.full_name), now() - interval '39 days', now() - interval '37 days',
       'Advertises another service instead of describing the consultation.'
  from seed_clients c
 where c.id = '30000000-0000-4000-8000-000000000036';

insert into public.review_reports
  (review_id, reporter_id, reason, created_at, resolved_at, resolution, resolved_by)
values
  ('50000000-0000-4000-8000-000000009001', '30000000-0000-4000-8000-000000000011',
   'This is an advertisement for another law firm, not a review.',
   now() - interval '38 days', now() - interval '37 days', 'hidden',
   'd0000000-0000-4000-8000-000000000009');

insert into public.staff_audit_log
  (created_at, actor_id, actor_label, action, subject_table, subject_id, before, after)
values
  (now() - interval '37 days', 'd0000000-0000-4000-8000-000000000009', 'Rohan Das',
   'review.hidden', 'lawyer_reviews', '50000000-0000-4000-8000-000000009001',
   jsonb_build_object('hiddenAt', null, 'rating', 1,
                      'lawyerId', 'd0000000-0000-4000-8000-000000000003'),
   jsonb_build_object('reason', 'Advertises another service instead of describing the consultation.',
                      'closedReports', 1));

drop table seed_review_stars;
drop table seed_matters;
drop table seed_review_words;
drop table seed_history;

drop table seed_demo_accounts;
drop table seed_directory_lawyers;
drop table seed_clients;

-- ---------------------------------------------------------------------------
-- Profile pictures must be public objects of this project's storage. Locally that is the
-- API on http://localhost:54321 (plain http on loopback only); a hosted project adds its
-- https://<project-ref>.supabase.co instead.
-- ---------------------------------------------------------------------------
insert into private.storage_origins (origin) values
  ('http://localhost:54321'),
  ('http://127.0.0.1:54321');

-- ---------------------------------------------------------------------------
-- A demo partner whose legal-aid page (served by `npm start` and `pnpm dev` on port 3006)
-- embeds the support widget. A real partner registers its own https origins.
-- ---------------------------------------------------------------------------
insert into public.partners (id, name, allowed_origins) values
  ('demo-legal-aid', 'Demo Legal Aid Society', array['http://localhost:3006']);

-- ---------------------------------------------------------------------------
-- The demo data is nobody's news: the events its inserts and updates recorded (the request
-- addressed to Priya Sharma, the notes of the two decisions) are not mailed. What happens from
-- here on is (docs/product/notifications.md).
-- ---------------------------------------------------------------------------
delete from private.notification_outbox;
