// Demo data on first start. Each feature's seed is listed here once, in dependency order.
import type { Db } from '../database.ts';
import { seedFoundation } from './foundation.seed.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { seedBafangBike } from './bafang.seed.ts';
import { seedHelpCentre } from './help-centre.seed.ts';
import { seedRecords } from './records.seed.ts';

export async function seedDemoData(db: Db): Promise<void> {
  await seedFoundation(db);
  await seedCatalogue(db);
  await seedBafangBike(db);
  await seedHelpCentre(db);
  await seedRecords(db);
}
