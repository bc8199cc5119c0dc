import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The error block at the top of a form: one message, a list of messages, or both. */
export function FormAlert({ message, items, children }: { message?: string | null; items?: string[]; children?: ReactNode }) {
  if (!message && !items?.length && !children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
      {items && items.length > 0 && (
        <List size="sm" mt={message ? 'xs' : 0}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Alert>
  );
}
