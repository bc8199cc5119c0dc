import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Icon, IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppStatus } from '../../../../features/app-status/api/use-app-status';
import { forgetConsent } from '../../../../features/banners/consent';
import { usePrerendered } from '../../../../components/ui/use-prerendered';
import { SOCIAL_LINKS, type SocialLink } from '../../../../lib/external-links';
import { telHref } from '../../../../lib/format';
import { INFORMATION_LINKS, POLICY_LINKS, routedLinks } from './nav-config';
import classes from './public-layout.module.css';

const SOCIAL_ICONS: Record<SocialLink['id'], Icon> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
};

export function PublicFooter() {
  const policies = routedLinks(POLICY_LINKS);
  const information = routedLinks(INFORMATION_LINKS);
  const year = new Date().getFullYear();
  // Only a server with a tag manager asks for consent (decision 0094), so only then can it be changed;
  // like the banner, it appears once React has taken over a prerendered page.
  const prerendered = usePrerendered();
  const tagManager = Boolean(useAppStatus().data?.monitoring?.tagManagerId) && !prerendered;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: information.length > 0 ? 4 : 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={800} fz="lg">
              CGX Grain Exchange
            </Text>
            <Text size="sm" className={classes.footerMuted}>
              An independent grain exchange, open to all buyers, sellers and agents.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={700}>Contact us</Text>
            <Anchor href={telHref(SUPPORT_PHONE)} className={classes.footerLink} size="sm">
              {SUPPORT_PHONE}
            </Anchor>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} className={classes.footerLink} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
          </Stack>
          {information.length > 0 && (
            <Stack gap={6} component="nav" aria-label="Information">
              <Text fw={700}>Information</Text>
              {information.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} className={classes.footerLink} size="sm">
                  {item.label}
                </Anchor>
              ))}
            </Stack>
          )}
          <Stack gap={6}>
            <Text fw={700}>Follow us</Text>
            <Group gap="xs">
              {SOCIAL_LINKS.map((social) => {
                const IconComponent = SOCIAL_ICONS[social.id];
                return (
                  <ActionIcon
                    key={social.id}
                    component="a"
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`CGX on ${social.label} (opens in a new tab)`}
                    variant="subtle"
                    size="lg"
                    className={classes.footerIcon}
                  >
                    <IconComponent size={22} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" pt="md" className={classes.footerBottom} gap="sm">
          <Text size="sm" className={classes.footerMuted}>
            © {year} CGX Grain Exchange Pty Ltd. All rights reserved.
          </Text>
          {(policies.length > 0 || tagManager) && (
            <Group component="nav" aria-label="Policies" gap="md">
              {policies.map((policy) => (
                <Anchor key={policy.to} component={Link} to={policy.to} size="sm" className={classes.footerLink}>
                  {policy.label}
                </Anchor>
              ))}
              {tagManager && (
                <Anchor component="button" type="button" size="sm" className={classes.footerLink} onClick={forgetConsent}>
                  Cookie settings
                </Anchor>
              )}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
