// Reference data and the demo accounts (README lists them). Idempotent: each block inserts only
// what is missing, so a restart never duplicates or overwrites.
import { sql } from 'drizzle-orm';
import { DealerPermissions, DemoBrands, ServiceCenterPermissions } from '@dealer/contracts';
import type { Db } from '../database.ts';
import {
  accountAttributes,
  bikeShops,
  brands,
  countries,
  permissionSets,
  regions,
  serviceCenterAssignments,
  serviceCenters,
  users,
} from '../tables/index.ts';
import { hashPassword } from '../../identity/password.ts';
import { isoCountries } from './countries.ts';

export const DEMO_PASSWORD = 'demo1234';

const DemoRegions = [
  { id: 1, code: 'APAC', name: 'Asia Pacific' },
  { id: 2, code: 'JP', name: 'Japan' },
  { id: 3, code: 'TW', name: 'Taiwan' },
  { id: 4, code: 'EU', name: 'Europe' },
  { id: 5, code: 'US', name: 'United States' },
];

const DemoServiceCenters = [
  {
    id: 1,
    name: 'Dealer Support Europe (Amsterdam)',
    regionId: 4,
    countryCode: 'NL',
    email: 'support-eu@example.com',
    phoneNumber: '+31 20 555 0100',
  },
  {
    id: 2,
    name: 'Dealer Support Nordics (Helsinki)',
    regionId: 4,
    countryCode: 'FI',
    email: 'support-nordics@example.com',
    phoneNumber: '+358 9 555 0100',
  },
  {
    id: 3,
    name: 'Dealer Support North America (Portland)',
    regionId: 5,
    countryCode: 'US',
    email: 'support-us@example.com',
    phoneNumber: '+1 503 555 0100',
  },
  {
    id: 4,
    name: 'Dealer Support Japan (Osaka)',
    regionId: 2,
    countryCode: 'JP',
    email: 'support-jp@example.com',
    phoneNumber: '+81 6 5550 0100',
  },
  {
    id: 5,
    name: 'Dealer Support Taiwan (Taichung)',
    regionId: 3,
    countryCode: 'TW',
    email: 'support-tw@example.com',
    phoneNumber: '+886 4 5550 0100',
  },
];

const DemoShops = [
  {
    id: 1,
    name: 'Velo Werkstatt Berlin',
    postalCode: '10115',
    phoneNumber: '+49 30 5550123',
    address: 'Invalidenstraße 12',
    city: 'Berlin',
    countryCode: 'DE',
    regionId: 4,
    serviceCenterId: 1,
    email: 'werkstatt@example.com',
  },
  {
    id: 2,
    name: 'Harbor Bikes Seattle',
    postalCode: '98101',
    phoneNumber: '+1 206 555 0142',
    address: '1200 Western Ave',
    city: 'Seattle',
    countryCode: 'US',
    regionId: 5,
    serviceCenterId: 3,
    email: 'harbor@example.com',
  },
];

export const DemoAccounts = {
  dealer: 'dealer@example.com',
  serviceCenter: 'service@example.com',
  noPermission: 'nopermission@example.com',
  newShop: 'newshop@example.com',
  /** A dealer of the other shop, for tenancy checks. */
  otherDealer: 'harbor@example.com',
} as const;

export async function seedFoundation(db: Db): Promise<void> {
  await db.insert(countries).values(isoCountries()).onConflictDoNothing();
  await db
    .insert(brands)
    .values([...DemoBrands])
    .onConflictDoNothing();
  await db.insert(regions).values(DemoRegions).onConflictDoNothing();
  await db.insert(serviceCenters).values(DemoServiceCenters).onConflictDoNothing();
  await db.insert(bikeShops).values(DemoShops).onConflictDoNothing();
  // Explicit ids above leave the serial sequences behind; move them past the seeded rows.
  for (const table of ['service_centers', 'bike_shops']) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      ),
    );
  }
  await db
    .insert(permissionSets)
    .values([
      { id: 1, name: 'dealer', keys: [...DealerPermissions] },
      { id: 2, name: 'service_center', keys: [...ServiceCenterPermissions] },
    ])
    .onConflictDoNothing();
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('permission_sets', 'id'), GREATEST((SELECT max(id) FROM permission_sets), 1))`,
    ),
  );

  const existing = await db.select({ email: users.email }).from(users);
  if (existing.length > 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values([
      { email: DemoAccounts.dealer, passwordHash: hash, displayName: 'Demo Dealer', permissionSetId: 1 },
      {
        email: DemoAccounts.serviceCenter,
        passwordHash: hash,
        displayName: 'Demo Service Center',
        permissionSetId: 2,
      },
      { email: DemoAccounts.noPermission, passwordHash: hash, displayName: 'No Permission' },
      { email: DemoAccounts.newShop, passwordHash: hash, displayName: 'New Shop', permissionSetId: 1 },
      {
        email: DemoAccounts.otherDealer,
        passwordHash: hash,
        displayName: 'Harbor Dealer',
        permissionSetId: 1,
      },
    ])
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => inserted.find((u) => u.email === email)!.id;
  await db.insert(accountAttributes).values([
    {
      userId: idOf(DemoAccounts.dealer),
      role: 'dealer',
      firstName: 'Dana',
      lastName: 'Keller',
      phoneNumber: '+49 30 5550124',
      jobTitle: 'Workshop lead',
      bikeShopId: 1,
      serviceRegionIds: [4],
    },
    {
      userId: idOf(DemoAccounts.serviceCenter),
      role: 'service_center',
      firstName: 'Sam',
      lastName: 'Visser',
      phoneNumber: '+31 20 555 0101',
      jobTitle: 'Technical support',
      serviceCenterId: 1,
      serviceRegionIds: [4],
    },
    {
      userId: idOf(DemoAccounts.otherDealer),
      role: 'dealer',
      firstName: 'Hal',
      lastName: 'Berg',
      phoneNumber: '+1 206 555 0143',
      jobTitle: 'Owner',
      bikeShopId: 2,
      serviceRegionIds: [5],
    },
  ]);
  // What a service center user serves is an operator's assignment (decision 2650).
  await db
    .insert(serviceCenterAssignments)
    .values({ userId: idOf(DemoAccounts.serviceCenter), serviceCenterId: 1, serviceRegionIds: [4] });
}
