import { Center, Loader } from '@mantine/core';

export function CenteredLoader({ label = 'Loading', minHeight = 240 }: { label?: string; minHeight?: number | string }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
