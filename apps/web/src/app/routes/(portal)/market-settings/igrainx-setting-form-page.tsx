import type { TDeliveredSiteSetting, TOnFarmStorage, TSpecialTerm, TVariety } from '@cgx/domain/market-settings.schemas';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../../components/forms/record-loader';
import { useRecord } from '../../../../components/forms/use-record';
import { SETTINGS_API } from '../../../../features/market-settings/api/market-settings-api';
import { DeliveredSiteForm } from '../../../../features/market-settings/components/delivered-site-form';
import { OnFarmStorageForm } from '../../../../features/market-settings/components/on-farm-storage-form';
import { SpecialTermForm } from '../../../../features/market-settings/components/special-term-form';
import { VarietyForm } from '../../../../features/market-settings/components/variety-form';
import { PortalPage } from '../layout/portal-page';
import { IGRAINX_SETTINGS, type IgrainxSetting } from './igrainx-settings';

function EditForm({ setting, id }: { setting: IgrainxSetting; id: string }) {
  const query = useRecord<TOnFarmStorage & TVariety & TSpecialTerm & TDeliveredSiteSetting>(SETTINGS_API[setting], id);
  return (
    <RecordLoader query={query}>
      {(row) => {
        if (setting === 'onFarmStorages') return <OnFarmStorageForm storage={row} />;
        if (setting === 'varieties') return <VarietyForm variety={row} />;
        if (setting === 'specialTerms') return <SpecialTermForm term={row} />;
        return <DeliveredSiteForm site={row} />;
      }}
    </RecordLoader>
  );
}

function CreateForm({ setting }: { setting: IgrainxSetting }) {
  if (setting === 'onFarmStorages') return <OnFarmStorageForm />;
  if (setting === 'varieties') return <VarietyForm />;
  if (setting === 'specialTerms') return <SpecialTermForm />;
  return <DeliveredSiteForm />;
}

/** Create and edit pages of the igrainX settings: saving or cancelling returns to the list (spec 002 §2, §4). */
export function IgrainxSettingFormPage({ setting, mode }: { setting: IgrainxSetting; mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const noun = IGRAINX_SETTINGS[setting].noun;
  return (
    <PortalPage title={`${mode === 'create' ? 'Create' : 'Edit'} ${noun}`}>
      {mode === 'create' || !id ? <CreateForm setting={setting} /> : <EditForm key={id} setting={setting} id={id} />}
    </PortalPage>
  );
}
