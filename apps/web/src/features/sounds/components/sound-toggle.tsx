import { Switch } from '@mantine/core';

/** spec 000 §2.5 'Market Sounds On/Off'. */
export function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return <Switch size="md" checked={on} onChange={onToggle} label={`Market Sounds ${on ? 'On' : 'Off'}`} color="forest" />;
}
