/**
 * The organisation's documents and the people's consents (features.md §3 documents & consent):
 * GET /api/documents (the current charte and autorisation, with my consent and my history),
 * GET /api/documents/acceptance (admin: versions and who accepted the current ones),
 * POST /api/documents (admin: a new version, which asks everybody again),
 * POST /api/consents (I accept a current version), DELETE /api/consents/:id (I withdraw my consent).
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { documentMessages } from '../../../../contract/messages';
import {
  ConsentChange,
  ConsentParams,
  Documents,
  DocumentsAcceptance,
  DocumentsQuery,
  DocumentVersion,
  GiveConsentBody,
  PublishDocumentBody,
} from '../../../../contract/schemas/documents';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import type { Repositories } from '../../repositories';
import { ok, responses } from '../../schemas';
import { scopeOf, type OrganisationScope } from '../../scope';
import { actorOf } from '../actor';

/** A document's text may be long: ~50 000 characters, up to 4 bytes each in UTF-8. */
const DOCUMENT_BODY_LIMIT = 210 * 1024;

const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/documents',
    {
      config: { action: 'documents.read' },
      schema: { tags: ['documents'], summary: 'La charte et l’autorisation d’enregistrement en vigueur, avec mon consentement', querystring: DocumentsQuery, response: responses(Documents, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      // A free account belongs to no organisation: nothing to read, nothing to accept.
      if (actor.organisationId === null && actor.role !== 'hyperadmin') return ok({ items: [], history: [] });
      const scope = scopeOf(actor, request.query.organisation);
      if (!(await app.repositories.organisations.exists(scope))) throw notFound(messages.organisationUnknown);
      const data = await app.repositories.documents.forPerson(scope, { uid: actor.uid, role: actor.role });
      return ok(data);
    },
  );

  app.get(
    '/api/documents/acceptance',
    {
      // Who accepted what is the publisher's view: the same admins who may publish.
      config: { action: 'documents.publish' },
      schema: { tags: ['documents'], summary: 'Versions publiées et acceptation de la version en vigueur (administrateur)', querystring: DocumentsQuery, response: responses(DocumentsAcceptance, [404]) },
    },
    async (request) => {
      const scope = scopeOf(actorOf(request), request.query.organisation);
      if (!(await app.repositories.organisations.exists(scope))) throw notFound(messages.organisationUnknown);
      return ok({ items: await app.repositories.documents.acceptance(scope) });
    },
  );

  app.post(
    '/api/documents',
    {
      config: { action: 'documents.publish' },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { tags: ['documents'], summary: 'Publier une nouvelle version (chacun doit l’accepter à nouveau)', querystring: DocumentsQuery, body: PublishDocumentBody, response: responses(DocumentVersion, [404, 413]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = scopeOf(actor, request.query.organisation);
      const published = await app.transaction(async (repositories) => {
        const version = await repositories.documents.publish(scope, {
          id: randomUUID(),
          kind: request.body.kind,
          title: request.body.title.trim(),
          body: request.body.body.trim(),
          publishedBy: actor.uid,
        });
        if (!version) throw notFound(messages.organisationUnknown);
        // Every consent was given to an earlier version: everybody's flags fall until they accept again.
        await repositories.documents.syncFlags(scope);
        return version;
      });
      await app.audit(request, { action: 'documents.publish', target: published.id, detail: { kind: published.kind, version: published.version }, scope });
      return ok(published);
    },
  );

  app.post(
    '/api/consents',
    {
      config: { action: 'consents.give' },
      schema: { tags: ['documents'], summary: 'J’accepte la version en vigueur d’un document', body: GiveConsentBody, response: responses(ConsentChange, [404, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.organisationId === null) throw notFound(documentMessages.noOrganisation);
      const scope = scopeOf(actor, undefined);
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
      const scope = scopeOf(actor, undefined);
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

export default documentsRoutes;
