import DSRegistryCore

extension Schema {
    /// What a collapse keeps of the variants it merges. Variants that become identical merge
    /// into the first of them; until v8 the others' rows were deleted and their specs and token
    /// roles moved to the survivor as if written for it, so the page showed two documented
    /// styles as one and a conflict named the survivor for both sides. A merged-away variant is
    /// now a row of its own, and its specs and roles keep naming it.
    ///
    /// Only a restructure writes `merged_variant` (the seeds never do), so its undo log removes
    /// the rows again. A registry that applied a collapse before v8 keeps its specs on the
    /// survivor until that migration is reverted and applied again (a seed run that replays the
    /// migrations does both).
    static let v8MergedVariants = """
        -- A variant a collapse merged into another one (the first of those that became
        -- identical): its name then, and what the page documented for it, as `variant` holds it.
        CREATE TABLE merged_variant (
          id INTEGER PRIMARY KEY,
          variant_id INTEGER NOT NULL REFERENCES variant(id) ON DELETE CASCADE,  -- the variant it is part of
          name TEXT NOT NULL CHECK (name <> ''),   -- its name when it was merged ("Full stack")
          style TEXT,                              -- the documented style's heading, if any
          description TEXT,
          in_design INTEGER CHECK (in_design IN (0,1)),
          in_development INTEGER CHECK (in_development IN (0,1)),
          as_written TEXT,
          ordinal INTEGER NOT NULL,                -- its place among the variants before the merge
          merged_by TEXT NOT NULL REFERENCES restructure(id)
        ) STRICT;
        CREATE INDEX merged_variant_variant ON merged_variant(variant_id);

        -- The merged variant a spec or a group of token roles was written for; NULL: its own
        -- variant's (or, with no variant, the component's).
        ALTER TABLE spec ADD COLUMN merged_variant_id INTEGER REFERENCES merged_variant(id) ON DELETE SET NULL;
        ALTER TABLE binding_group ADD COLUMN merged_variant_id INTEGER REFERENCES merged_variant(id) ON DELETE SET NULL;
        CREATE INDEX spec_merged_variant ON spec(merged_variant_id);
        CREATE INDEX binding_group_merged_variant ON binding_group(merged_variant_id);
        """
}
