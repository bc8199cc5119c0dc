import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { LIST_QUERY_ROOT } from '../lists/use-page-query';

/** The cache key of one row read for its edit form: `['record', '/api/.../varieties', 12]`. */
export const recordQueryKey = (path: string, id: number | string) => ['record', path, String(id)] as const;

/** One row for its edit page: GET `${path}/${id}`. */
export function useRecord<Row>(path: string, id: string | undefined) {
  return useQuery({
    queryKey: recordQueryKey(path, id ?? ''),
    queryFn: ({ signal }) => api.get<Row>(`${path}/${id ?? ''}`, { signal }),
    enabled: Boolean(id),
  });
}

type SaveRecordOptions<Result> = {
  /** The collection's API path: POST here to create, PUT `${path}/${id}` to update. */
  path: string;
  /** The row being edited; none to create. */
  id?: number;
  /** The list's key (usePageQuery's), whose pages are refreshed after a save. */
  listKey: readonly unknown[];
  /** Where a successful save (and Cancel) goes: the list (spec 002 §4 'A successful save navigates back'). */
  back: string;
  /** The toast after a save, e.g. 'Variety SCEP saved.' */
  savedMessage: (result: Result) => string;
};

/**
 * The send and the after-save of a create/edit form (docs/adding-a-screen.md 'A CRUD screen'):
 * `useFormSubmit(form, save.send, { ..., onSuccess: save.onSuccess })`.
 */
export function useSaveRecord<Request, Result>({ path, id, listKey, back, savedMessage }: SaveRecordOptions<Result>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    send: (values: Request) => (id === undefined ? api.post<Result>(path, values) : api.put<Result>(`${path}/${id}`, values)),
    onSuccess: async (result: Result) => {
      if (id !== undefined) queryClient.setQueryData(recordQueryKey(path, id), result);
      await queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...listKey] });
      notifySuccess(savedMessage(result));
      await navigate(back);
    },
  };
}
