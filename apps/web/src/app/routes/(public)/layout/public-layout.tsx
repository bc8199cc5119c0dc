import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SkipLink } from '../../../../components/ui/skip-link';
import { StorageBanner } from '../../../../components/ui/storage-banner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

/** The public site: header with the top nav, the page, the footer. */
export function PublicLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <StorageBanner />
      <PublicHeader />
      <Box component="main" className={classes.main} id="main" tabIndex={-1}>
        <Outlet />
      </Box>
      <PublicFooter />
    </div>
  );
}
