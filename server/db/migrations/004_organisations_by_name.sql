-- The operator's organisations list (GET /api/organisations), by name with keyset pages.
create index organisations_name_idx on organisations (name, id);
