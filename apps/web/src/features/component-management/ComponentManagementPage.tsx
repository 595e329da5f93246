// component-management: one screen for managing, replacing and adding components (portal-spec §2:
// component replacement and add accessory reuse it); the mode picks the title and purpose.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export type ComponentManagementMode = 'manage' | 'replacement' | 'accessory';

const KEYS = {
  manage: ['screen.componentManagement', 'screen.componentManagement.text'],
  replacement: ['screen.componentReplacement', 'screen.componentReplacement.text'],
  accessory: ['screen.addAccessory', 'screen.addAccessory.text'],
} as const;

export function ComponentManagementPage({ mode = 'manage' }: { mode?: ComponentManagementMode }) {
  const [titleKey, textKey] = KEYS[mode];
  return <PlaceholderScreen titleKey={titleKey} textKey={textKey} icon="wrench" />;
}

export const ComponentReplacementPage = () => <ComponentManagementPage mode="replacement" />;
export const AddAccessoryPage = () => <ComponentManagementPage mode="accessory" />;
