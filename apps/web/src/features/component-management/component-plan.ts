// What the component-management screen offers, from what the bus shows and what the cloud has
// registered. Pure, so the rules are tested alone.
import { PartTypeCategory, PortalPartType, toApiPartType } from '@dealer/contracts';
import type { Operation } from './api/part-replacement-parameter.ts';

export type Mode = 'manage' | 'replacement' | 'accessory';
export interface PartRef {
  part_type: string;
  barcode: string;
}

const ACCESSORY_TYPES: readonly string[] = PartTypeCategory.Accessory.map(toApiPartType);
const ALL_TYPES: readonly string[] = PortalPartType.map(toApiPartType);

export function operationsFor(mode: Mode): Operation[] {
  if (mode === 'replacement') return ['REPLACE'];
  if (mode === 'accessory') return ['INSTALL', 'REMOVE'];
  return ['INSTALL', 'REPLACE', 'REMOVE'];
}

export function partTypesFor(mode: Mode, bus: readonly PartRef[], registered: readonly PartRef[]): string[] {
  if (mode === 'accessory') return [...ACCESSORY_TYPES];
  if (mode === 'manage') return [...ALL_TYPES];
  const present = new Set([...bus, ...registered].map((p) => p.part_type));
  return ALL_TYPES.filter((t) => present.has(t));
}

/** A serial the bus shows for this type that is not registered to the bike: the part to integrate. */
export function unregisteredOnBus(
  partType: string,
  bus: readonly PartRef[],
  registered: readonly PartRef[],
): string | undefined {
  const known = new Set(registered.filter((r) => r.part_type === partType).map((r) => r.barcode));
  return bus.find((b) => b.part_type === partType && !known.has(b.barcode))?.barcode;
}

/** The registered serial to replace or remove: preferably one the bus no longer shows. */
export function registeredToReplace(
  partType: string,
  bus: readonly PartRef[],
  registered: readonly PartRef[],
): string | undefined {
  const mine = registered.filter((r) => r.part_type === partType);
  const onBus = new Set(bus.filter((b) => b.part_type === partType).map((b) => b.barcode));
  return (mine.find((r) => !onBus.has(r.barcode)) ?? mine[0])?.barcode;
}

/** Serials are printed on labels: letters and digits, scanned or typed. */
export const isValidBarcode = (value: string) => /^[A-Za-z0-9-]{4,64}$/.test(value);
