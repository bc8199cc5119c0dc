import { FILTER_DEBOUNCE_MS } from '@cgx/domain/constants';
import type { TImpersonationCandidate } from '@cgx/domain/impersonation.schemas';
import { Alert, Button, Loader, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { candidatesQueryKey, searchCandidates, startImpersonation } from '../api/impersonation-api';
import { impersonateUrl } from '../impersonation';

/**
 * Staff find a user and act as them: a new window opens at once (so no pop-up blocker stops it),
 * shows /impersonating while the session is made, then goes to /impersonate with its tokens.
 */
export function ImpersonationUsers() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), FILTER_DEBOUNCE_MS);
  const [starting, setStarting] = useState<number | null>(null);
  const query = useQuery({ queryKey: candidatesQueryKey(debounced), queryFn: ({ signal }) => searchCandidates(debounced, signal) });

  const impersonate = async (candidate: TImpersonationCandidate) => {
    setStarting(candidate.id);
    const target = window.open('/impersonating', `cgx-impersonation-${candidate.id}`);
    try {
      const url = impersonateUrl(await startImpersonation(candidate.id));
      if (target && !target.closed) target.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      target?.close();
      notifyError(error instanceof Error ? error.message : 'The impersonation could not start.');
    } finally {
      setStarting(null);
    }
  };

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" shadow="xs">
      <TextInput
        label="Find a user"
        description="By name, e-mail, login number or business"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        mb="md"
        maw={420}
      />
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading users" />
      ) : query.data && query.data.length === 0 ? (
        <Text c="dimmed">No users match.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Business</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Login number</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data?.map((candidate) => (
                <Table.Tr key={candidate.id}>
                  <Table.Td>
                    {candidate.firstName} {candidate.lastName}
                  </Table.Td>
                  <Table.Td>{candidate.organisationName}</Table.Td>
                  <Table.Td>{candidate.role}</Table.Td>
                  <Table.Td>{candidate.email}</Table.Td>
                  <Table.Td>{candidate.loginNumber}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconUserShare size={14} aria-hidden />}
                      loading={starting === candidate.id}
                      onClick={() => void impersonate(candidate)}
                      aria-label={`Impersonate ${candidate.firstName} ${candidate.lastName}`}
                    >
                      Impersonate
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
