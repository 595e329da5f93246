// Part types as the portal groups and names them (portal-spec.md §3).

export const PortalPartType = [
  'Hmi',
  'Battery',
  'Charger',
  'RangeExtenderBattery',
  'MidMotor',
  'Controller',
  'Torque',
  'Motor',
  'SpeedSensor',
  'FrontLight',
  'RearLight',
  'Throttle',
  'Derailleur',
  'Lock',
] as const;
export type PortalPartType = (typeof PortalPartType)[number];

export const PartTypeCategory = {
  'Control-and-display-unit': ['Hmi'],
  'Power-supply': ['Battery', 'Charger', 'RangeExtenderBattery'],
  'Drive-unit': ['MidMotor', 'Controller', 'Torque', 'Motor', 'SpeedSensor'],
  Accessory: ['FrontLight', 'RearLight', 'Throttle', 'Derailleur', 'Lock'],
} as const satisfies Record<string, readonly PortalPartType[]>;
export type PartTypeCategoryName = keyof typeof PartTypeCategory;

export function categoryOfPartType(type: PortalPartType): PartTypeCategoryName {
  for (const [category, types] of Object.entries(PartTypeCategory)) {
    if ((types as readonly string[]).includes(type)) return category as PartTypeCategoryName;
  }
  throw new Error(`part type without category: ${type}`);
}

/** snake_case API part type ↔ PascalCase portal part type. */
export function toPortalPartType(apiType: string): PortalPartType | undefined {
  const pascal = apiType
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  return (PortalPartType as readonly string[]).includes(pascal) ? (pascal as PortalPartType) : undefined;
}
export function toApiPartType(portalType: PortalPartType): string {
  return portalType.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Display name of a component: hmi is uppercased, torque shows as "torque sensor",
 * range extender battery shows as "extender battery"; others read as words.
 */
export function componentDisplayName(type: string): string {
  const snake = type.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  if (snake === 'hmi') return 'HMI';
  if (snake === 'torque' || snake === 'torque_sensor') return 'torque sensor';
  if (snake === 'range_extender_battery') return 'extender battery';
  return snake.replace(/_/g, ' ');
}
