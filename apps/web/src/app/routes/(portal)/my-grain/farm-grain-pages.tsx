import { Alert } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { LIST_QUERY_ROOT } from '../../../../components/lists/use-page-query';
import {
  declareFarmGrain,
  FARM_GRAIN_QUERY_KEY,
  farmGrainQueryKey,
  getFarmGrain,
  updateFarmGrain,
} from '../../../../features/farm-grain/api/farm-grain-api';
import { FarmGrainForm } from '../../../../features/farm-grain/components/farm-grain-form';
import { emptyFarmGrainForm, farmGrainFormOf } from '../../../../features/farm-grain/farm-grain-form-values';
import { isApiError } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { PortalPage } from '../layout/portal-page';

const MY_GRAIN = '/portal/my-grain';

function useBackToMyGrain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (message?: string) => {
    if (message) notifySuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: FARM_GRAIN_QUERY_KEY }),
    ]);
    navigate(MY_GRAIN);
  };
}

/** /portal/my-grain/create: declare grain on farm, which igrainX offers then draw on. */
export function DeclareGrainPage() {
  const back = useBackToMyGrain();
  return (
    <PortalPage title="Create Grain">
      <FarmGrainForm
        defaults={emptyFarmGrainForm()}
        send={declareFarmGrain}
        submitLabel="Declare grain"
        onSaved={() => back('The grain is declared.')}
        onCancel={() => back()}
      />
    </PortalPage>
  );
}

/** /portal/my-grain/:grainId/edit: change a declaration; one that is not the grower's (404) returns to the list. */
export function EditGrainPage() {
  const { grainId = '' } = useParams();
  const back = useBackToMyGrain();
  const grain = useQuery({ queryKey: farmGrainQueryKey(grainId), queryFn: ({ signal }) => getFarmGrain(grainId, signal) });
  if (grain.isError && isApiError(grain.error) && grain.error.status === 404) return <Navigate to={MY_GRAIN} replace />;
  return (
    <PortalPage title="Edit Grain">
      {grain.isPending && <CenteredLoader minHeight="30vh" />}
      {grain.isError && <Alert color="red">{grain.error.message}</Alert>}
      {grain.data && (
        <FarmGrainForm
          defaults={farmGrainFormOf(grain.data)}
          send={(body) => updateFarmGrain(grainId, body)}
          submitLabel="Save grain"
          onSaved={() => back('The grain is saved.')}
          onCancel={() => back()}
        />
      )}
    </PortalPage>
  );
}
