/** The dossiers' and scenarios' endpoints (docs/product.md §12.3 dossiers, scenarios), injected into the one API. */
import type { Page } from '../../../contract/schemas/envelope';
import type { DeletedFolder, Folder } from '../../../contract/schemas/folders';
import type {
  DeletedScenario,
  PatchScenarioBody,
  SaveScenarioBody,
  Scenario,
  ScenarioContent,
  ScenarioSummary,
  ScenarioVersion,
  ScenarioVersions,
} from '../../../contract/schemas/scenarios';
import { api } from '../../lib/api';

const LIST = { type: 'Folder' as const, id: 'LIST' };
const LIBRARY = { type: 'Scenario' as const, id: 'LIBRARY' };
const inFolder = (folderId: string) => ({ type: 'Scenario' as const, id: `folder-${folderId}` });

export const scenariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFolders: build.query<Folder[], void>({
      query: () => ({ url: '/folders', params: { limit: 100 } }),
      transformResponse: (response: Page<Folder>) => response.items,
      providesTags: [LIST],
    }),
    createFolder: build.mutation<Folder, { name: string }>({
      query: (body) => ({ url: '/folders', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    renameFolder: build.mutation<Folder, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/folders/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: [LIST],
    }),
    deleteFolder: build.mutation<DeletedFolder, { id: string }>({
      query: ({ id }) => ({ url: `/folders/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    listScenarios: build.query<ScenarioSummary[], { folder: string } | { library: true }>({
      query: (filter) => ({ url: '/scenarios', params: { limit: 100, ...('folder' in filter ? { folder: filter.folder } : { library: 'true' }) } }),
      transformResponse: (response: Page<ScenarioSummary>) => response.items,
      providesTags: (_items, _error, filter) => ['folder' in filter ? inFolder(filter.folder) : LIBRARY],
    }),
    getScenario: build.query<Scenario, string>({
      query: (id) => ({ url: `/scenarios/${id}` }),
      providesTags: (_scenario, _error, id) => [{ type: 'Scenario', id }],
    }),
    createScenario: build.mutation<Scenario, { folder_id: string; title: string } | { folder_id: string; content: unknown }>({
      query: (body) => ({ url: '/scenarios', method: 'POST', body }),
      invalidatesTags: (_scenario, _error, { folder_id }) => [inFolder(folder_id), LIST],
    }),
    saveScenario: build.mutation<Scenario, SaveScenarioBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/scenarios/${id}`, method: 'PUT', body }),
      invalidatesTags: (scenario, _error, { id }) =>
        scenario ? [{ type: 'ScenarioVersion', id }, inFolder(scenario.folder_id), LIBRARY] : [{ type: 'ScenarioVersion', id }],
      // The saved scenario is the cache's new truth at once (no refetch that could race with typing).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(scenariosApi.util.upsertQueryData('getScenario', id, data));
        } catch {
          // The editor shows the refusal.
        }
      },
    }),
    updateScenario: build.mutation<Scenario, PatchScenarioBody & { id: string; from_folder: string }>({
      query: ({ id, from_folder: _from, ...body }) => ({ url: `/scenarios/${id}`, method: 'PATCH', body }),
      invalidatesTags: (scenario, _error, { id, from_folder }) => [
        { type: 'Scenario', id },
        { type: 'ScenarioVersion', id },
        inFolder(from_folder),
        ...(scenario ? [inFolder(scenario.folder_id)] : []),
        LIBRARY,
        LIST,
      ],
    }),
    deleteScenario: build.mutation<DeletedScenario, { id: string; folder_id: string }>({
      query: ({ id }) => ({ url: `/scenarios/${id}`, method: 'DELETE' }),
      invalidatesTags: (_deleted, _error, { folder_id }) => [inFolder(folder_id), LIBRARY, LIST],
    }),
    duplicateScenario: build.mutation<Scenario, { id: string; folder_id?: string }>({
      query: ({ id, folder_id }) => ({ url: `/scenarios/${id}/duplicate`, method: 'POST', body: folder_id ? { folder_id } : {} }),
      invalidatesTags: (scenario) => (scenario ? [inFolder(scenario.folder_id), LIST] : [LIST]),
    }),
    listVersions: build.query<ScenarioVersions['items'], string>({
      query: (id) => ({ url: `/scenarios/${id}/versions` }),
      transformResponse: (response: ScenarioVersions) => response.items,
      providesTags: (_items, _error, id) => [{ type: 'ScenarioVersion', id }],
    }),
    getVersion: build.query<ScenarioVersion, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: `/scenarios/${id}/versions/${version}` }),
    }),
  }),
});

export type { ScenarioContent };

export const {
  useListFoldersQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useDeleteFolderMutation,
  useListScenariosQuery,
  useGetScenarioQuery,
  useLazyGetScenarioQuery,
  useCreateScenarioMutation,
  useSaveScenarioMutation,
  useUpdateScenarioMutation,
  useDeleteScenarioMutation,
  useDuplicateScenarioMutation,
  useListVersionsQuery,
  useLazyGetVersionQuery,
} = scenariosApi;
