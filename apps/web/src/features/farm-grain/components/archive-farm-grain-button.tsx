import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { archiveFarmGrain } from '../api/farm-grain-api';

/** Archives a declaration (it leaves the list and takes no new offers); the server refuses while offers draw on it. */
export function ArchiveFarmGrainButton({ grain, what }: { grain: TFarmGrain; what: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const archive = useMutation({
    mutationFn: () => archiveFarmGrain(grain.id),
    onSuccess: async () => {
      notifySuccess('The grain is archived.');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT });
    },
  });
  const close = () => {
    setOpen(false);
    archive.reset();
  };
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setOpen(true)} aria-label={`Archive ${what}`}>
        Archive
      </Button>
      <Modal opened={open} onClose={close} title="Archive this grain?" centered>
        <Stack gap="md">
          <FormAlert message={archive.error?.message} />
          <Text>It leaves the list and takes no new offers. Offers on it must be cancelled first.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" loading={archive.isPending} onClick={() => archive.mutate()}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
