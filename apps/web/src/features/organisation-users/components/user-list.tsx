import { formatSydneyDay } from '@cgx/domain/calendar';
import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type MemberStatus,
  type TOrganisationUser,
  type TOrganisationUsersQuery,
  ZOrganisationUsersQuery,
} from '@cgx/domain/organisation-users.schemas';
import { Badge, NativeSelect, Stack } from '@mantine/core';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { formatDateTime, formatMobile } from '../../../lib/format';
import { ORGANISATION_USERS_PATH, ORGANISATION_USERS_QUERY_KEY } from '../api/organisation-users-api';

type Sort = TOrganisationUsersQuery['sort'];

const STATUS_COLORS: Record<MemberStatus, string> = { active: 'forest', invited: 'blue', pending_approval: 'wheat', inactive: 'gray' };

const COLUMNS: DataColumn<TOrganisationUser, Sort>[] = [
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    phone: 'title',
    cell: (user) => (
      <>
        {user.firstName} {user.lastName}
        {user.isOrganisationAdmin && (
          <Badge ml={6} size="xs" variant="light" miw="max-content">
            Administrator
          </Badge>
        )}
      </>
    ),
  },
  { key: 'email', header: 'E-mail', sort: 'email', cell: (user) => user.email },
  { key: 'mobile', header: 'Mobile', cell: (user) => formatMobile(user.mobile) },
  { key: 'login', header: 'Login number', cell: (user) => user.loginNumber },
  { key: 'role', header: 'Role', cell: (user) => user.role },
  {
    key: 'status',
    header: 'Status',
    cell: (user) => (
      <Badge color={STATUS_COLORS[user.status]} variant="light" miw="max-content">
        {MEMBER_STATUS_LABELS[user.status]}
      </Badge>
    ),
  },
  {
    key: 'lastSignIn',
    header: 'Last sign-in',
    sort: 'lastSignInAt',
    cell: (user) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'),
  },
  { key: 'created', header: 'Added', sort: 'createdAt', cell: (user) => formatSydneyDay(user.createdAt) },
];

/** The organisation's users, paged and sorted by the server, filtered through the URL. */
export function UserList() {
  const list = useListQuery(ZOrganisationUsersQuery);
  const result = usePageQuery<TOrganisationUser, TOrganisationUsersQuery>(
    ORGANISATION_USERS_QUERY_KEY,
    ORGANISATION_USERS_PATH,
    list.query,
  );
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Name, e-mail or login number">
        <NativeSelect
          label="Status"
          value={list.query.status ?? ''}
          onChange={(event) => list.set({ status: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All statuses' },
            ...MEMBER_STATUSES.map((status) => ({ value: status, label: MEMBER_STATUS_LABELS[status] })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      </ListFilters>
      <DataTable label="Users" columns={COLUMNS} rowKey={(user) => user.id} {...pagedTableProps(list, result)} empty="No users match." />
    </Stack>
  );
}
