import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS, REGISTERED_BUYERS_CLAIM } from '@cgx/domain/constants';
import { Badge, Box, Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home-hero.module.css';

const HIGHLIGHTS = [
  'Set your own price and stay in control',
  `Get paid within ${PAYMENT_BUSINESS_DAYS} business days`,
  'Keep title of your grain until the buyer pays',
  `igrainX sales insured for ${INSURANCE_COVER_PERCENT}% of the grain value`,
];

/** spec 000 §2.5: the headline, the over-400-buyers claim and 'Register now!'. */
export function HomeHero() {
  return (
    <Box className={classes.hero}>
      <Container size="xl" py={{ base: 48, sm: 88 }}>
        <Stack gap="lg" maw={720}>
          <Badge size="lg" color="wheat.4" variant="filled" c="dark.9" w="fit-content">
            Over {REGISTERED_BUYERS_CLAIM} registered buyers
          </Badge>
          <Title order={1} className={classes.headline}>
            Have a say in the price of grain
          </Title>
          <Text className={classes.subline}>
            An independent, anonymous grain exchange open to all buyers, sellers and agents. Post a firm offer at your price; when a
            buyer&rsquo;s firm bid meets it, the trade happens automatically and we do the paperwork.
          </Text>
          <List
            spacing="xs"
            className={classes.highlights}
            icon={
              <ThemeIcon size={22} radius="xl" color="wheat.4" c="dark.9">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Group gap="sm" mt="sm">
            <Button component={Link} to="/register" size="lg" color="wheat.4" c="dark.9">
              Register now!
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
