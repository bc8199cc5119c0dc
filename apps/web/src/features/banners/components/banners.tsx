import { BROWSER_MINIMUMS } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrowser, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { StorageBanner } from '../../../components/ui/storage-banner';
import { useBrowserValue } from '../../../components/ui/use-browser-value';
import { BROWSER_LABELS, detectBrowser, isOutdated, UPGRADE_LINKS } from '../browser-support';
import { useOfflineBanner } from '../hooks/use-offline-banner';
import { useUpdatePrompt } from '../hooks/use-update-prompt';

/** spec 000 §2.4: the header's banners: offline, update, outdated browser and cookies. */
export function Banners() {
  return (
    <Stack gap={0}>
      <OfflineBanner />
      <UpdatePrompt />
      <OutdatedBrowserBanner />
      <StorageBanner />
    </Stack>
  );
}

export function OfflineBanner() {
  const { visible, dismiss } = useOfflineBanner();
  if (!visible) return null;
  return (
    <Alert
      color="gray"
      variant="filled"
      radius={0}
      icon={<IconWifiOff aria-hidden />}
      withCloseButton
      onClose={dismiss}
      closeButtonLabel="Dismiss"
    >
      {MSG.offline}
    </Alert>
  );
}

export function UpdatePrompt() {
  const { ready, refresh } = useUpdatePrompt();
  if (!ready) return null;
  return (
    <Alert color="forest" radius={0} icon={<IconRefresh aria-hidden />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {MSG.updatePrompt}
        </Text>
        <Button size="compact-sm" onClick={refresh}>
          Refresh
        </Button>
      </Group>
    </Alert>
  );
}

const SUPPORTED = `Firefox ${BROWSER_MINIMUMS.firefox}, Chrome ${BROWSER_MINIMUMS.chrome}, Safari ${BROWSER_MINIMUMS.safari} or Edge ${BROWSER_MINIMUMS.edge} and later`;

export function OutdatedBrowserBanner({ userAgent }: { userAgent?: string }) {
  // The user agent of an outdated browser, else ''. A prerendered page was rendered for a current browser.
  const outdatedAgent = (agent: string) => (isOutdated(detectBrowser(agent)) ? agent : '');
  const agent = useBrowserValue(() => outdatedAgent(userAgent ?? navigator.userAgent), outdatedAgent(userAgent ?? ''));
  const browser = useMemo(() => detectBrowser(agent), [agent]);
  if (!browser) return null;
  return (
    <Alert color="wheat" radius={0} icon={<IconBrowser aria-hidden />} role="alert" title="Your browser is out of date">
      <Text size="sm">
        {BROWSER_LABELS[browser.name]} {browser.version.join('.')} is older than the exchange supports ({SUPPORTED}), so some features may
        not work. Please upgrade:{' '}
        {UPGRADE_LINKS.map((link, index) => (
          <span key={link.href}>
            {index > 0 && ', '}
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
              {link.label}
            </Anchor>
          </span>
        ))}
        .
      </Text>
    </Alert>
  );
}
