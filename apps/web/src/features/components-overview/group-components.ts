// Components by category (PartTypeCategory of contracts), each row joining what the bus shows with
// what the cloud has registered for that part type. Pure, tested alone.
import { PartTypeCategory, toApiPartType, type PartTypeCategoryName } from '@dealer/contracts';

export interface BusPart {
  part_type: string;
  barcode: string;
  part_spec_code: string;
  firmware_version: string;
  in_bootloader: boolean;
}
export interface RegisteredPart {
  part_type: string;
  barcode: string;
  part_spec_code: string;
}
export type RowState = 'ok' | 'unregistered' | 'missing' | 'different';
export interface ComponentRow {
  partType: string;
  bus: BusPart | undefined;
  registered: RegisteredPart | undefined;
  state: RowState;
}

export function groupComponents(
  bus: readonly BusPart[],
  registered: readonly RegisteredPart[],
): { category: PartTypeCategoryName; rows: ComponentRow[] }[] {
  return (Object.keys(PartTypeCategory) as PartTypeCategoryName[]).map((category) => {
    const rows: ComponentRow[] = [];
    for (const portal of PartTypeCategory[category]) {
      const partType = toApiPartType(portal);
      const b = bus.find((p) => p.part_type === partType);
      const r = registered.find((p) => p.part_type === partType);
      if (!b && !r) continue;
      const state: RowState =
        b && r ? (b.barcode === r.barcode ? 'ok' : 'different') : b ? 'unregistered' : 'missing';
      rows.push({ partType, bus: b, registered: r, state });
    }
    return { category, rows };
  });
}
