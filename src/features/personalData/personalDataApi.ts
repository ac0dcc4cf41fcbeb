import type { DeletedMe } from '../../../contract/schemas/personalData';
import { api } from '../../lib/api';

/** The export as the API sends it: the JSON text and the file name the server chose (Content-Disposition). */
export type ExportFile = { text: string; fileName: string };

const FILE_NAME = /filename="([^"]+)"/;

export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/me/export`: kept as text (serialisable), turned into a file by the button. */
    exportMyData: build.mutation<ExportFile, void>({
      query: () => ({
        url: '/me/export',
        // The file is JSON but not the envelope: read it as text; a refusal is the usual envelope.
        responseHandler: async (response) => (response.ok ? response.text() : response.json()),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        fileName: FILE_NAME.exec(meta?.response?.headers.get('content-disposition') ?? '')?.[1] ?? 'simusession-mes-donnees.json',
      }),
    }),
    /** `DELETE /api/me`: the person erases their own account. */
    deleteMe: build.mutation<DeletedMe, void>({
      query: () => ({ url: '/me', method: 'DELETE' }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteMeMutation } = personalDataApi;
