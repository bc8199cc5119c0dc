import type { TNoteResourceType } from '@cgx/domain/notes.schemas';
import { Group, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CreateButton } from '../../../../components/lists/create-button';
import { NotFoundContent } from '../../../../components/ui/error-page';
import { NoteForm } from '../../../../features/notes/components/note-form';
import { NotesList } from '../../../../features/notes/components/notes-list';
import { PortalPage } from '../layout/portal-page';
import { TradeTabs } from './trade-tabs';

type Props = {
  resourceType: TNoteResourceType;
  /** The section's path of the record, without its id: '/portal/trades', '/portal/trades/igrainx', '/portal/legacy-trades'. */
  basePath: string;
};

const NOUNS: Record<TNoteResourceType, string> = { Trade: 'Trade', 'Igrain::Trade': 'igrainX Trade', LegacyTrade: 'Legacy Trade' };

/** The record's id from `:resourceId`; notes are kept by the record's numeric id. */
function useResourceId(): number | undefined {
  const { resourceId } = useParams();
  return resourceId && /^\d{1,10}$/.test(resourceId) && Number(resourceId) > 0 ? Number(resourceId) : undefined;
}

/** spec 002 §2: trades/{resourceId}/notes (and igrainX's, legacy trades'): the record's notes and 'Create note'. */
export function TradeNotesPage({ resourceType, basePath }: Props) {
  const resourceId = useResourceId();
  return (
    <PortalPage title={`${NOUNS[resourceType]} Notes`}>
      {resourceId === undefined ? (
        <NotFoundContent />
      ) : (
        <Stack gap="md">
          {/* A trade's (and a legacy trade's) notes sit beside its details. */}
          <TradeTabs base={`${basePath}/${resourceId}`} current="notes" />
          <Group justify="flex-end">
            <CreateButton to={`${basePath}/${resourceId}/notes/create`} label="Create note" />
          </Group>
          <NotesList resourceType={resourceType} resourceId={resourceId} />
        </Stack>
      )}
    </PortalPage>
  );
}

/** spec 002 §2: trades/{resourceId}/notes/create (and igrainX's, legacy trades'): the note form, back to the notes once saved. */
export function CreateTradeNotePage({ resourceType, basePath }: Props) {
  const resourceId = useResourceId();
  return (
    <PortalPage title={`Create ${NOUNS[resourceType]} Note`}>
      {resourceId === undefined ? (
        <NotFoundContent />
      ) : (
        <NoteForm resourceType={resourceType} resourceId={resourceId} back={`${basePath}/${resourceId}/notes`} />
      )}
    </PortalPage>
  );
}
