/** Who reaches which page, read from the route table: the documentation's map and its table. Pure. */
import { audienceOf, opensEveryPage } from '../../../contract/policy';
import { ROUTES, type AppRoute } from '../../config/routes';
import { roleLabels } from '../../config/messages/common';
import { docsMessages } from '../../config/messages/docs';
import { ROLES } from '../../../contract/roles';

export type Audience = 'visiteur' | (typeof ROLES)[number];

export const AUDIENCES: readonly Audience[] = ['visiteur', ...ROLES];

export function audienceLabel(audience: Audience): string {
  return audience === 'visiteur' ? docsMessages.visitor : roleLabels[audience];
}

export type AccessRow = {
  id: string;
  label: string;
  /** null for the row that stands for every public page. */
  path: string | null;
  audiences: readonly Audience[];
};

/** `null`: not a page of its own (`/auth/login` only redirects). */
export function audiencesOf(route: AppRoute): readonly Audience[] | null {
  const { access } = route;
  switch (access.kind) {
    case 'public':
      return AUDIENCES;
    case 'signedIn':
      return ROLES;
    // The operator passes everywhere (docs/product.md §4.3, step 4).
    case 'policy':
      return ROLES.filter((role) => opensEveryPage(role) || audienceOf(access.action).includes(role));
    case 'signInAlias':
      return null;
  }
}

export function publicPageCount(routes: readonly AppRoute[] = ROUTES): number {
  return routes.filter((route) => route.access.kind === 'public').length;
}

/** One row for all public pages (open to everyone), then one per protected page. */
export function accessMap(routes: readonly AppRoute[] = ROUTES): AccessRow[] {
  const publicCount = publicPageCount(routes);
  const protectedRows = routes.flatMap((route): AccessRow[] => {
    const audiences = route.access.kind === 'public' ? null : audiencesOf(route);
    return audiences ? [{ id: route.path, label: route.title, path: route.path, audiences }] : [];
  });
  return [{ id: 'public', label: docsMessages.publicPages(publicCount), path: null, audiences: AUDIENCES }, ...protectedRows];
}

export type GraphNode = { id: string; label: string; level: number; group: 'audience' | 'page'; path: string | null };
export type GraphEdge = { id: string; from: string; to: string };

/** Audiences on the left, pages on the right, an edge for each page an audience can open. */
export function toGraph(rows: readonly AccessRow[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const audienceId = (audience: Audience) => `audience:${audience}`;
  const pageId = (row: AccessRow) => `page:${row.id}`;
  return {
    nodes: [
      ...AUDIENCES.map((audience): GraphNode => ({ id: audienceId(audience), label: audienceLabel(audience), level: 0, group: 'audience', path: null })),
      ...rows.map((row): GraphNode => ({
        id: pageId(row),
        label: row.path ? `${row.label}\n${row.path}` : row.label,
        level: 1,
        group: 'page',
        path: row.path,
      })),
    ],
    edges: rows.flatMap((row) =>
      row.audiences.map((audience) => ({ id: `${audienceId(audience)}->${pageId(row)}`, from: audienceId(audience), to: pageId(row) })),
    ),
  };
}

/** Each signed-in role with the protected pages it may open: the map's reading at any width. */
export function pagesByAudience(rows: readonly AccessRow[]): { audience: Audience; pages: AccessRow[] }[] {
  return ROLES.map((audience) => ({ audience, pages: rows.filter((row) => row.path !== null && row.audiences.includes(audience)) }));
}
