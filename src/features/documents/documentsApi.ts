import type { ConsentChange, Documents, DocumentsAcceptance, DocumentVersion, PublishDocumentBody } from '../../../contract/schemas/documents';
import { api } from '../../lib/api';

/** The hyperadmin names the organisation; an admin's is implied (the server ignores anything else). */
type InOrganisation = { organisation?: string };
const withOrganisation = (organisation: string | undefined) => (organisation ? { organisation } : {});

/** docs/product.md §12.3 documents & consent. `Document` 'MINE' is the person's view, 'ACCEPTANCE' the admin's. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyDocuments: build.query<Documents, void>({
      query: () => '/documents',
      providesTags: [{ type: 'Document', id: 'MINE' }],
    }),
    getDocumentsAcceptance: build.query<DocumentsAcceptance['items'], InOrganisation>({
      query: ({ organisation }) => ({ url: '/documents/acceptance', params: withOrganisation(organisation) }),
      transformResponse: (response: DocumentsAcceptance) => response.items,
      providesTags: [{ type: 'Document', id: 'ACCEPTANCE' }],
    }),
    publishDocument: build.mutation<DocumentVersion, PublishDocumentBody & InOrganisation>({
      query: ({ organisation, ...body }) => ({ url: '/documents', method: 'POST', params: withOrganisation(organisation), body }),
      invalidatesTags: [{ type: 'Document', id: 'ACCEPTANCE' }, { type: 'Document', id: 'MINE' }],
    }),
    giveConsent: build.mutation<ConsentChange, { documentId: string }>({
      query: ({ documentId }) => ({ url: '/consents', method: 'POST', body: { document_id: documentId } }),
      invalidatesTags: [{ type: 'Document', id: 'MINE' }, { type: 'Document', id: 'ACCEPTANCE' }],
    }),
    withdrawConsent: build.mutation<ConsentChange, { consentId: string }>({
      query: ({ consentId }) => ({ url: `/consents/${encodeURIComponent(consentId)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Document', id: 'MINE' }, { type: 'Document', id: 'ACCEPTANCE' }],
    }),
  }),
});

export const { useGetMyDocumentsQuery, useGetDocumentsAcceptanceQuery, usePublishDocumentMutation, useGiveConsentMutation, useWithdrawConsentMutation } =
  documentsApi;
