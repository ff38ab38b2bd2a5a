import DSRegistryCore

extension Schema {
    /// Code Connect (issue 21). A system may name its Figma file, so that a component's design
    /// node (its latest assessment's `design_node`) becomes the URL a Code Connect file links
    /// to; and `dsreg codeconnect check` keeps the result of its last run, so that C7 can be
    /// measured (`dsreg query codeconnect-coverage`) instead of written by hand.
    ///
    /// The check's rows name components by system and key, not by id: a key never changes (a
    /// rename keeps it) and survives a re-seed, while a finding about a file stays true of the
    /// files it read whatever the registry does afterwards. Each check replaces the last one.
    static let v9CodeConnect = """
        -- The Figma file the system's components live in ("https://www.figma.com/design/KEY/Name"),
        -- from system.yaml's figma_file_url; NULL: not known.
        ALTER TABLE design_system ADD COLUMN figma_file_url TEXT CHECK (figma_file_url <> '');

        -- The last `dsreg codeconnect check`: when, which folder, which system (NULL: every one).
        CREATE TABLE codeconnect_check (
          id INTEGER PRIMARY KEY,
          checked_at TEXT NOT NULL CHECK (checked_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-*'),
          folder TEXT NOT NULL CHECK (folder <> ''),
          system_id TEXT CHECK (system_id <> ''),
          files INTEGER NOT NULL CHECK (files >= 0)
        ) STRICT;

        -- What it found, one row per fact: a component connected or not (one row per component
        -- of the systems checked), a property or enum value on one side only, a property mapped
        -- as another kind than the registry's (a variant as text), a Code Connect file
        -- whose node is no component's, a file that could not be read.
        CREATE TABLE codeconnect_finding (
          id INTEGER PRIMARY KEY,
          check_id INTEGER NOT NULL REFERENCES codeconnect_check(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('connected','not-connected','property-not-in-registry',
            'property-not-in-code','kind-differs','value-not-in-registry','value-not-in-code','unknown-node',
            'unreadable')),
          system_id TEXT,                 -- the component's system and key, when it is about one
          component_key TEXT,
          component TEXT,                 -- its name at the time of the check
          platform TEXT CHECK (platform IN ('swiftui','compose')),
          property TEXT,                  -- the Figma property name
          value TEXT,                     -- the enum value
          file TEXT,                      -- relative to the folder
          line INTEGER CHECK (line > 0),
          detail TEXT,
          ordinal INTEGER NOT NULL,
          CHECK ((system_id IS NULL) = (component_key IS NULL))
        ) STRICT;
        CREATE INDEX codeconnect_finding_check ON codeconnect_finding(check_id, kind);
        CREATE INDEX codeconnect_finding_component ON codeconnect_finding(system_id, component_key);
        """
}
