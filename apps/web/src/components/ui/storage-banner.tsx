import { MSG } from '@cgx/domain/messages';
import { Alert } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { isLocalStorageAvailable } from '../../lib/storage';
import { useBrowserValue } from './use-browser-value';

/** spec 000 §5: without local storage nobody can stay signed in, so say how to fix it. */
export function StorageBanner() {
  const available = useBrowserValue(isLocalStorageAvailable, true);
  if (available) return null;
  return (
    <Alert color="wheat" radius={0} icon={<IconCookie aria-hidden />} role="alert">
      {MSG.cookies}
    </Alert>
  );
}
