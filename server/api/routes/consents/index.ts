/**
 * The people's consents to the organisation's documents (docs/product.md §12.3 documents & consent):
 * POST /api/consents (I accept a current version), DELETE /api/consents/:id (I withdraw my consent).
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { documentMessages } from '../../../../contract/messages';
import { ConsentChange, ConsentParams, GiveConsentBody } from '../../../../contract/schemas/documents';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import type { Repositories } from '../../repositories';
import { ok, responses } from '../../schemas';
import type { OrganisationScope } from '../../scope';
import { actorOf } from '../actor';

const consentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/consents',
    {
      config: { action: 'consents.give' },
      schema: { tags: ['documents'], summary: 'J’accepte la version en vigueur d’un document', body: GiveConsentBody, response: responses(ConsentChange, [404, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.organisationId === null) throw notFound(documentMessages.noOrganisation);
      const scope = request.ownScope;
      const { document_id: documentId } = request.body;
      const data = await app.transaction(async (repositories) => {
        const document = await repositories.documents.findVersion(scope, documentId);
        if (!document) throw notFound(messages.notFound);
        if (!document.current) throw new ApiError(409, documentMessages.staleVersion);
        // Accepting twice keeps the first record: the date that proves consent is the first one.
        const consent = (await repositories.documents.liveConsent(actor.uid, documentId)) ?? (await repositories.documents.grant(randomUUID(), actor.uid, documentId));
        return changeOf(repositories.documents, scope, actor.uid, consent);
      });
      return ok(data);
    },
  );

  app.delete(
    '/api/consents/:id',
    {
      config: { action: 'consents.withdraw' },
      schema: { tags: ['documents'], summary: 'Je retire mon consentement', params: ConsentParams, response: responses(ConsentChange, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      // Consents are given inside one's organisation: without one there is none to withdraw.
      if (actor.organisationId === null) throw notFound(messages.notFound);
      const scope = request.ownScope;
      const data = await app.transaction(async (repositories) => {
        // Only one's own record is found: anybody else's is a 404, like a record that does not exist.
        const consent = await repositories.documents.withdraw(scope, actor.uid, request.params.id);
        if (!consent) throw notFound(messages.notFound);
        return changeOf(repositories.documents, scope, actor.uid, consent);
      });
      return ok(data);
    },
  );
};

/** The consent and the profile's flags once recomputed from the records. */
async function changeOf(documents: Repositories['documents'], scope: OrganisationScope, uid: string, consent: ConsentChange['consent']): Promise<ConsentChange> {
  await documents.syncFlags(scope, uid);
  const flags = await documents.flagsOf(uid);
  return { consent, record_auth: flags?.record_auth ?? false, charter_compliance: flags?.charter_compliance ?? false };
}

export default consentsRoutes;
