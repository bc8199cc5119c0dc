import { ListTabs } from '../../../../components/lists/list-tabs';
import { DeliveredSiteList } from '../../../../features/market-settings/components/delivered-site-list';
import { OnFarmStorageList } from '../../../../features/market-settings/components/on-farm-storage-list';
import { SpecialTermList } from '../../../../features/market-settings/components/special-term-list';
import { VarietyList } from '../../../../features/market-settings/components/variety-list';
import { canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';
import { IGRAINX_SETTINGS, type IgrainxSetting } from './igrainx-settings';

const LISTS = {
  onFarmStorages: OnFarmStorageList,
  varieties: VarietyList,
  specialTerms: SpecialTermList,
  deliveredSites: DeliveredSiteList,
} as const;

/** /portal/market-settings/igrainx/* (spec 001 §9, admin only): the tabs and the chosen list; create and edit only with the permission. */
export function IgrainxSettingsPage({ setting }: { setting: IgrainxSetting }) {
  const session = useSignedInSession();
  const List = LISTS[setting];
  return (
    <PortalPage title="Market Settings">
      <ListTabs tabs={Object.values(IGRAINX_SETTINGS)} current={IGRAINX_SETTINGS[setting].path} />
      <List key={setting} canEdit={canAccess(session, { permission: IGRAINX_SETTINGS[setting].permission })} />
    </PortalPage>
  );
}
