// Bike difference: per part type, the serial the bus shows against the one the cloud has registered.
// Only differing rows are returned; the open task of a row explains why it matters. Pure.
export interface PartSide {
  part_type: string;
  barcode: string;
  part_spec_code: string;
}
export interface DiffRow {
  partType: string;
  bus: PartSide | undefined;
  cloud: PartSide | undefined;
}

export function bikeDiff(bus: readonly PartSide[], cloud: readonly PartSide[]): DiffRow[] {
  const types = [...new Set([...bus, ...cloud].map((p) => p.part_type))];
  return types
    .map((partType) => ({
      partType,
      bus: bus.find((p) => p.part_type === partType),
      cloud: cloud.find((p) => p.part_type === partType),
    }))
    .filter((r) => r.bus?.barcode !== r.cloud?.barcode || r.bus?.part_spec_code !== r.cloud?.part_spec_code);
}
