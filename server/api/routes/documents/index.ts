/**
 * The organisation's documents (docs/product.md §12.3 documents & consent):
 * GET /api/documents (the current charte and autorisation, with my consent and my history),
 * GET /api/documents/acceptance (admin: versions and who accepted the current ones),
 * POST /api/documents (admin: a new version, which asks everybody again).
 * The people's consents to them are routes/consents.
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Documents, DocumentsAcceptance, DocumentsQuery, DocumentVersion, PublishDocumentBody } from '../../../../contract/schemas/documents';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';
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
      const scope = request.scope;
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
      const scope = request.scope;
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
      const scope = request.scope;
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
};

export default documentsRoutes;
