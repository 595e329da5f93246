// Component (part-type) names in the portal's language: "torque sensor", "Drehmomentsensor",
// "トルクセンサー". Same call as contracts' English componentDisplayName, so a screen switches by its
// import; an unknown type keeps the English display name.
import { componentDisplayName as englishName, PartType } from '@dealer/contracts';
import { t } from './i18n.ts';

const isPartType = (value: string): value is PartType => (PartType as readonly string[]).includes(value);

/** The part type a name means, in snake_case or camelCase ("speed_sensor", "speedSensor", "torque_sensor"). */
export function partTypeOf(type: string): PartType | undefined {
  const snake = type.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  const part = snake === 'torque_sensor' ? 'torque' : snake;
  return isPartType(part) ? part : undefined;
}

/** Accepts snake_case and camelCase part types ("speed_sensor", "speedSensor", "torque_sensor"). */
export function componentDisplayName(type: string): string {
  const part = partTypeOf(type);
  return part ? t(`part.${part}`) : englishName(type);
}
