import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A list's 'Create …' button: a link to its create page. Show it only to users who may create. */
export function CreateButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} aria-hidden />}>
      {label}
    </Button>
  );
}
