import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A row's edit link (DataTable `actions`), named for screen readers by the row: 'Edit Scepter'. */
export function EditRowLink({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip label="Edit" withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={`Edit ${label}`}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

type MoveRowButtonsProps = {
  label: string;
  /** 1 is the top of the whole list. */
  position: number;
  /** How many rows the whole list has: the last cannot go down. */
  count: number;
  busy: boolean;
  onMove: (position: number) => void;
};

/** Up and down for a hand-ordered list (reorder by position): each press moves the row one place. */
export function MoveRowButtons({ label, position, count, busy, onMove }: MoveRowButtonsProps) {
  return (
    <>
      <ActionIcon variant="subtle" aria-label={`Move ${label} up`} disabled={busy || position <= 1} onClick={() => onMove(position - 1)}>
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${label} down`}
        disabled={busy || position >= count}
        onClick={() => onMove(position + 1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
