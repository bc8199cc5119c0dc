import { Anchor, type AnchorProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CanolaInfoModal } from './canola-info-modal';

/** A 'Canola pricing basis' link that opens the canola information modal. */
export function CanolaInfoLink({ children = 'Canola pricing basis', ...props }: AnchorProps & { children?: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" underline="always" onClick={open} aria-haspopup="dialog" {...props}>
        {children}
      </Anchor>
      <CanolaInfoModal opened={opened} onClose={close} />
    </>
  );
}
