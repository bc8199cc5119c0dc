import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The end of a create/edit form: Save (showing the saving state, spec 002 §4) and Cancel back to the list. */
export function FormActions({
  submitting,
  cancelTo,
  submitLabel = 'Save',
}: {
  submitting: boolean;
  cancelTo: string;
  submitLabel?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        Cancel
      </Button>
      <Button type="submit" loading={submitting} miw={120}>
        {submitLabel}
      </Button>
    </Group>
  );
}
