import { REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, type TRegistrationType } from '@cgx/domain/registration.schemas';
import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBuildingWarehouse, IconChartLine, IconPlant, IconPlant2, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './registration-type-cards.module.css';

const ICONS: Record<TRegistrationType, Icon> = {
  'grower-ngr': IconPlant2,
  'grower-no-ngr': IconPlant,
  trader: IconBuildingWarehouse,
  agent: IconUsersGroup,
  analyst: IconChartLine,
};

/** The /register index: one card per registration type, keeping the `source` of the visit. */
export function RegistrationTypeCards({ source }: { source: string | null }) {
  const search = source ? `?${new URLSearchParams({ source }).toString()}` : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {REGISTRATION_TYPES.map((type) => {
        const Icon = ICONS[type];
        const { title, description } = REGISTRATION_TYPE_LABELS[type];
        return (
          <Card key={type} component={Link} to={`/register/${type}${search}`} className={classes.card} padding="lg" radius="md" withBorder>
            <ThemeIcon size={48} radius="md" variant="light" color="forest" mb="md">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Text component="h2" fw={700} fz="lg" mb={6}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
