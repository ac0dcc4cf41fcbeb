/** A teacher's dossiers (docs/product.md §12.3 dossiers): `GET`/`POST /api/folders`, `PATCH`/`DELETE /api/folders/:id`. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Page, PageQuery, Uuid } from './envelope';

export const Folder = Type.Object(
  { id: Type.String(), name: Type.String(), scenario_count: Type.Integer(), created_at: DateTime },
  { additionalProperties: false },
);
export type Folder = Static<typeof Folder>;

export const Folders = Page(Folder);
export type Folders = Static<typeof Folders>;

/** A dossier's name, unique among its owner's dossiers. */
export const FolderBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }) }, { additionalProperties: false });
export type FolderBody = Static<typeof FolderBody>;

export const FolderParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type FolderParams = Static<typeof FolderParams>;

/** `GET /api/folders`: `organisation` is accepted like everywhere and ignored (a teacher's own organisation). */
export const FoldersQuery = Type.Object({ organisation: Type.Optional(Uuid), ...PageQuery }, { additionalProperties: false });
export type FoldersQuery = Static<typeof FoldersQuery>;

export const DeletedFolder = Type.Object({ id: Type.String() }, { additionalProperties: false });
export type DeletedFolder = Static<typeof DeletedFolder>;
