import DSRegistryCore

extension Schema {
    /// Observations of a Figma library (issue 38): what `dsreg figma import` read off a file
    /// fetched from Figma's REST API (`GET /v1/files/:key`). An observation is evidence beside
    /// the seeds, never seed data: only that command writes these tables, and importing a newer
    /// response of the same file replaces its observation whole (the latest per file).
    ///
    /// `figma_file.file_key` is the file's key when the response carries one, else its name.
    /// A component set or a standalone component keeps its node id, its name and that name's
    /// lookup key (`NameKey`, the one name rule), so questions match it to a registry component
    /// by an assessment's design node first, then by any of the component's names.
    /// Frozen as shipped.
    static let v15Figma = """
        CREATE TABLE figma_file (
          id INTEGER PRIMARY KEY,
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          file_key TEXT NOT NULL CHECK (file_key <> ''),
          name TEXT NOT NULL CHECK (name <> ''),
          version TEXT,
          last_modified TEXT,
          source_path TEXT NOT NULL,        -- the file as given to dsreg figma import
          imported_at TEXT NOT NULL,
          UNIQUE (system_id, file_key)
        ) STRICT;

        CREATE TABLE figma_component (
          id INTEGER PRIMARY KEY,
          file_id INTEGER NOT NULL REFERENCES figma_file(id) ON DELETE CASCADE,
          node_id TEXT NOT NULL CHECK (node_id <> ''),
          kind TEXT NOT NULL CHECK (kind IN ('component-set','component')),
          name TEXT NOT NULL CHECK (name <> ''),
          lookup_key TEXT NOT NULL,         -- NameKey of the name: lowercase letters and digits
          description TEXT,
          page TEXT,                        -- the CANVAS it sits under
          ordinal INTEGER NOT NULL,
          UNIQUE (file_id, node_id)
        ) STRICT;
        CREATE INDEX figma_component_lookup ON figma_component(lookup_key);
        CREATE INDEX figma_component_node ON figma_component(node_id);

        CREATE TABLE figma_property (
          id INTEGER PRIMARY KEY,
          figma_component_id INTEGER NOT NULL REFERENCES figma_component(id) ON DELETE CASCADE,
          raw_key TEXT NOT NULL CHECK (raw_key <> ''),  -- as Figma keys it ("preamble#123:4")
          name TEXT NOT NULL CHECK (name <> ''),        -- without the "#…" suffix
          name_key TEXT NOT NULL,                       -- NameKey of the name ("interactionstate")
          kind TEXT NOT NULL CHECK (kind IN ('boolean','text','instance-swap','variant')),
          default_value TEXT,
          ordinal INTEGER NOT NULL,
          UNIQUE (figma_component_id, raw_key)
        ) STRICT;

        -- A variant property's options, or an instance-swap property's preferred values
        -- ("COMPONENT key").
        CREATE TABLE figma_property_value (
          property_id INTEGER NOT NULL REFERENCES figma_property(id) ON DELETE CASCADE,
          value TEXT NOT NULL,
          value_key TEXT NOT NULL,          -- NameKey of the value, matched against state names
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (property_id, ordinal)
        ) STRICT;

        -- A built variant: a COMPONENT child of a COMPONENT_SET ("State=Pressed, Size=Large").
        CREATE TABLE figma_variant (
          id INTEGER PRIMARY KEY,
          figma_component_id INTEGER NOT NULL REFERENCES figma_component(id) ON DELETE CASCADE,
          node_id TEXT NOT NULL CHECK (node_id <> ''),
          name TEXT NOT NULL CHECK (name <> ''),
          ordinal INTEGER NOT NULL,
          UNIQUE (figma_component_id, node_id)
        ) STRICT;

        CREATE TABLE figma_variant_value (
          variant_id INTEGER NOT NULL REFERENCES figma_variant(id) ON DELETE CASCADE,
          property TEXT NOT NULL CHECK (property <> ''),
          value TEXT NOT NULL,
          PRIMARY KEY (variant_id, property)
        ) STRICT;

        PRAGMA user_version = 15;
        """
}
