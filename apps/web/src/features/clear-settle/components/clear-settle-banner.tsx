import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CLEAR_SETTLE_REGISTER_PATH } from '../banner-rules';

/** spec 000 §1, §6: Clear Settle promoted to anonymous visitors, linking to registration. */
export function ClearSettleBanner() {
  return (
    <Paper radius={0} bg="wheat.1" py="xs" component="aside" aria-label="Clear Settle">
      <Container size="xl">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconReceipt size={20} aria-hidden />
            <Text size="sm">
              <Text span fw={700}>
                Clear Settle
              </Text>
              : contracts, invoices, payments and statutory disbursements handled for you, with anonymous counterparties.
            </Text>
          </Group>
          <Button component={Link} to={CLEAR_SETTLE_REGISTER_PATH} size="compact-sm" color="forest">
            Register for Clear Settle
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
